import { OrganiserLogo } from "../../components/layout/organiser-logo.tsx";
import { edition } from "../../lib/edition.ts";

export function OrganisersSection() {
  return (
    <section aria-labelledby="organisateurs-titre" className="border-t border-brand-100">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="organisateurs-titre" className="text-center text-2xl font-bold text-brand-900">
          Organisateurs
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {edition.organisers.map((organiser) => (
            <li
              key={organiser.shortName}
              className="flex items-center gap-4 rounded-2xl border border-brand-100 p-5"
            >
              <OrganiserLogo shortName={organiser.shortName} name={organiser.name} />
              <div>
                <p className="font-semibold text-brand-900">{organiser.name}</p>
                <p className="text-sm text-muted">
                  {organiser.role} — {organiser.city}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
