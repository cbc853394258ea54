import { CalendarDays, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { BrandPanel } from "../../components/layout/brand-panel.tsx";
import { editionTexts, organiserName, organiserRole } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { edition } from "../../lib/edition.ts";
import { m } from "../../paraglide/messages.js";

const telHref = `tel:${edition.contact.phone.replace(/[^+\d]/g, "")}`;

function Card({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Mail;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-brand-900">{title}</h3>
        <div className="mt-1 break-words text-sm text-muted">{children}</div>
      </div>
    </li>
  );
}

const linkClasses = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** E-mail, phone, venue and dates, all from the edition config (§2). */
export function ContactCards() {
  const locale = useLocale();
  const text = editionTexts(locale);
  return (
    <ul className="grid gap-4">
      <Card icon={Mail} title={m.contact_card_email({}, { locale })}>
        <a href={`mailto:${edition.contact.email}`} dir="ltr" className={linkClasses}>
          {edition.contact.email}
        </a>
      </Card>
      <Card icon={Phone} title={m.contact_card_phone({}, { locale })}>
        <a href={telHref} dir="ltr" className={linkClasses}>
          {edition.contact.phone}
        </a>
      </Card>
      <Card icon={MapPin} title={m.contact_card_venue({}, { locale })}>
        <p>{text.venue}</p>
        <p>{text.address}</p>
        <a
          href={edition.venue.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClasses}
        >
          {m.see_on_map({}, { locale })}
          <span className="sr-only">{m.new_tab({}, { locale })}</span>
        </a>
      </Card>
      <Card icon={CalendarDays} title={m.contact_card_dates({}, { locale })}>
        <p>{text.dates}</p>
      </Card>
    </ul>
  );
}

/** Who organises the congress, from the edition config. */
export function OrganiserCard() {
  const locale = useLocale();
  return (
    <BrandPanel id="organisation" title={m.contact_organisation({}, { locale })}>
      <ul className="mt-4 flex flex-col gap-4">
        {edition.organisers.map((organiser, index) => (
          <li key={organiser.shortName} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-bold"
            >
              {organiser.shortName}
            </span>
            <div>
              <p className="font-semibold">{organiserName(index, locale)}</p>
              <p className="text-sm text-brand-100">
                {organiserRole(index, locale)} · {editionTexts(locale).city}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </BrandPanel>
  );
}
