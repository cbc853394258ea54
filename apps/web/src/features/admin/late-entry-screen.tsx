import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";

const LATE_ENTRY_INTRO =
  "Saisie par l'équipe, possible même après la date limite. Les règles sont celles du formulaire public, la personne reçoit le même e-mail de confirmation, et la saisie est inscrite dans l'historique.";

/** A staff entry or correction screen: title, why it exists, Retour, and the public form's fields. */
export function LateEntryScreen({
  title,
  backTo,
  intro = LATE_ENTRY_INTRO,
  children,
}: {
  title: string;
  backTo: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="late-entry-title" className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="late-entry-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        <Link to={backTo} className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour
        </Link>
      </div>
      <p className="text-sm text-muted">{intro}</p>
      <div className="rounded-xl border border-brand-100 bg-white p-5 sm:p-8">{children}</div>
    </section>
  );
}
