import type { ReactNode } from "react";
import { ScreenHeader } from "../core/screen-header.tsx";

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
      <ScreenHeader id="late-entry-title" title={title} backTo={backTo} />
      <p className="text-sm text-muted">{intro}</p>
      <div className="rounded-xl border border-brand-100 bg-white p-5 sm:p-8">{children}</div>
    </section>
  );
}
