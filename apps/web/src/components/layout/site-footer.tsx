import { edition } from "../../lib/edition.ts";

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 px-4 py-8 text-center text-sm text-brand-50">
      <p>
        {edition.name} — {edition.city}, {edition.dates.label}
      </p>
    </footer>
  );
}
