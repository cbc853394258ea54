import { Link } from "react-router";
import { heroButtonClasses, PageHeader } from "../../components/layout/page-header.tsx";
import { LocationDialog } from "../../features/programme/location-dialog.tsx";
import { ProgrammeDaySchedule } from "../../features/programme/programme-day.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Programme",
    description: `Programme détaillé du ${edition.name}, jour par jour : conférences, sessions parallèles, ateliers, tables rondes. ${edition.city}, ${edition.dates.label}.`,
  });

export default function Page() {
  const { PROGRAMME } = useContent().programme;
  return (
    <>
      <PageHeader title="Programme détaillé" eyebrow={edition.dates.label}>
        <p>
          {edition.venue.name}, {edition.city}.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Island name="location-dialog" props={{}}>
            <LocationDialog />
          </Island>
          <Link to="/inscription" className={heroButtonClasses.solid}>
            S'inscrire maintenant
          </Link>
        </div>
      </PageHeader>
      <nav aria-label="Jours du congrès" className="border-b border-brand-100 bg-white">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-3">
          {PROGRAMME.map((day) => (
            <li key={day.dayIndex}>
              <a
                href={`#jour-${day.dayIndex + 1}`}
                className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {edition.dates.days[day.dayIndex]?.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        {PROGRAMME.map((day) => (
          <ProgrammeDaySchedule key={day.dayIndex} day={day} />
        ))}
      </div>
    </>
  );
}
