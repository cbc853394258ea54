import { edition } from "../../lib/edition.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = () =>
  pageMeta({
    title: "Le congrès",
    description: `${edition.name} — ${edition.city}, ${edition.dates.label}.`,
    path: "/about",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-800">LE CONGRÈS</h1>
      <p className="mt-4 text-muted">
        {edition.city}, {edition.dates.label}
      </p>
    </section>
  );
}
