import { type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { editionTexts, organiserName } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { edition } from "../../lib/edition.ts";
import { m } from "../../paraglide/messages.js";
import { FOOTER_LINKS } from "./nav-links.ts";
import { OrganiserLogo } from "./organiser-logo.tsx";

/** A line of the footer's contact: its icon, then the address, number or place. */
function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </li>
  );
}

export function SiteFooter() {
  const locale = useLocale();
  const text = editionTexts(locale);
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{edition.shortName}</p>
          <p className="mt-2 text-sm leading-relaxed">{text.name}</p>
          <div className="mt-4 flex gap-3">
            {edition.organisers.map((organiser, index) => (
              <OrganiserLogo
                key={organiser.shortName}
                shortName={organiser.shortName}
                name={organiserName(index, locale)}
                tone="dark"
              />
            ))}
          </div>
        </div>
        <nav aria-label={m.footer_links({}, { locale })}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {m.footer_navigation({}, { locale })}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <a
                  href={localizedPath(link.to, locale)}
                  className="hover:text-white hover:underline"
                >
                  {link.label({}, { locale })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {m.footer_contact({}, { locale })}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <ContactLine icon={Mail}>
              <a
                href={`mailto:${edition.contact.email}`}
                dir="ltr"
                className="break-all hover:underline"
              >
                {edition.contact.email}
              </a>
            </ContactLine>
            <ContactLine icon={Phone}>
              <a
                href={`tel:${edition.contact.phone.replace(/\s/g, "")}`}
                dir="ltr"
                className="hover:underline"
              >
                {edition.contact.phone}
              </a>
            </ContactLine>
            <ContactLine icon={MapPin}>
              <span>
                {text.venue}, {text.city} — {text.dates}
              </span>
            </ContactLine>
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-xs">
        © {edition.dates.start.slice(0, 4)} {organiserName(0, locale)}.{" "}
        {m.footer_rights({}, { locale })}
      </p>
    </footer>
  );
}
