import { CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { heroButtonClasses } from "../../components/layout/page-header.tsx";
import { edition } from "../../lib/edition.ts";

export function HomeHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <p className="inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">
          {edition.editionLabel} — {edition.city}, {edition.country}
        </p>
        <h1 className="mt-6 max-w-4xl text-3xl font-extrabold leading-tight sm:text-5xl">
          {edition.name}
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-brand-50 sm:text-xl">
          Thème : « {edition.theme.fr} »
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/inscription" className={heroButtonClasses.solid}>
            S'inscrire au congrès
          </Link>
          <Link to="/programme" className={heroButtonClasses.outline}>
            Voir le programme complet
          </Link>
        </div>
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          <li className="rounded-2xl bg-white/10 p-5">
            <CalendarDays aria-hidden="true" className="size-7 text-accent-400" />
            <p className="mt-3 text-sm uppercase tracking-wide text-brand-100">Dates</p>
            <p className="mt-1 text-lg font-semibold">{edition.dates.label}</p>
          </li>
          <li className="rounded-2xl bg-white/10 p-5">
            <MapPin aria-hidden="true" className="size-7 text-accent-400" />
            <p className="mt-3 text-sm uppercase tracking-wide text-brand-100">Lieu</p>
            <a
              href={edition.venue.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 block text-lg font-semibold underline decoration-accent-400 underline-offset-4"
            >
              {edition.venue.name}, {edition.city}
              <span className="sr-only"> (ouvre une carte dans un nouvel onglet)</span>
            </a>
          </li>
          <li className="rounded-2xl bg-white/10 p-5">
            <Users aria-hidden="true" className="size-7 text-accent-400" />
            <p className="mt-3 text-sm uppercase tracking-wide text-brand-100">Participants</p>
            <p className="mt-1 text-lg font-semibold">
              {edition.audience.expectedParticipants}+ participants attendus
            </p>
          </li>
        </ul>
      </div>
    </section>
  );
}
