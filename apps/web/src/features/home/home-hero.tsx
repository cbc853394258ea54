import { CalendarDays, type LucideIcon, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { heroButtonClasses } from "../../components/layout/page-header.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { edition } from "../../lib/edition.ts";
import { m } from "../../paraglide/messages.js";

/** A fact of the congress under the hero's buttons: its icon, what it is, then its value. */
function HeroFact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl bg-white/10 p-5">
      <Icon aria-hidden="true" className="size-7 text-accent-400" />
      <p className="mt-3 text-sm uppercase tracking-wide text-brand-100">{label}</p>
      {children}
    </li>
  );
}

export function HomeHero() {
  const locale = useLocale();
  const text = editionTexts(locale);
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <p className="inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">
          {text.editionLabel} — {text.city}, {text.country}
        </p>
        <h1 className="mt-6 max-w-4xl text-3xl font-extrabold leading-tight sm:text-5xl">
          {text.name}
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-brand-50 sm:text-xl">
          {m.hero_theme({ theme: text.theme }, { locale })}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={localizedPath("/inscription", locale)} className={heroButtonClasses.solid}>
            {m.hero_register({}, { locale })}
          </a>
          <a href={localizedPath("/programme", locale)} className={heroButtonClasses.outline}>
            {m.hero_programme({}, { locale })}
          </a>
        </div>
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          <HeroFact icon={CalendarDays} label={m.hero_dates({}, { locale })}>
            <p className="mt-1 text-lg font-semibold">{text.dates}</p>
          </HeroFact>
          <HeroFact icon={MapPin} label={m.hero_venue({}, { locale })}>
            <a
              href={edition.venue.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 block text-lg font-semibold underline decoration-accent-400 underline-offset-4"
            >
              {text.venue}, {text.city}
              <span className="sr-only">{m.hero_map_new_tab({}, { locale })}</span>
            </a>
          </HeroFact>
          <HeroFact icon={Users} label={m.hero_participants({}, { locale })}>
            <p className="mt-1 text-lg font-semibold">
              {m.hero_expected({ count: edition.audience.expectedParticipants }, { locale })}
            </p>
          </HeroFact>
        </ul>
      </div>
    </section>
  );
}
