import { Link } from "react-router";
import { edition } from "../../lib/edition.ts";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <div className="flex items-center gap-2">
          {/* The link holds the logo only, so its name can be the spec's label. */}
          <Link to="/" aria-label="Retour à l'accueil" className="rounded">
            <img src="/favicon.svg" alt="" width={36} height={36} />
          </Link>
          <span className="font-bold text-brand-800">{edition.shortName}</span>
        </div>
        <Link
          to="/inscription"
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Inscription
        </Link>
      </div>
    </header>
  );
}
