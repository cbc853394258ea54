import type { BankImportResult } from "@congres/shared";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TitledSection } from "../../../components/ui/titled-section.tsx";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { type ConfirmSummary, plural } from "./bank-review.ts";

/** What the confirmation will do, in the words of the dialog. */
export function summarySentence({ lines, paid, partial }: ConfirmSummary): string {
  const parts = [
    `${plural(paid, "inscription sera marquée payée", "inscriptions seront marquées payées")}`,
  ];
  if (partial > 0) {
    parts.push(
      `${plural(partial, "inscription reçoit", "inscriptions reçoivent")} un paiement partiel et ${partial > 1 ? "restent" : "reste"} en attente`,
    );
  }
  return `${plural(lines, "ligne sera enregistrée", "lignes seront enregistrées")} : ${parts.join(" ; ")}.`;
}

/** "Enregistrer les paiements", with the count of what it does, after a confirmation. */
export function ConfirmImportButton({
  summary,
  error,
  onConfirm,
}: {
  summary: ConfirmSummary;
  error: string | null;
  onConfirm: () => Promise<boolean>;
}) {
  if (summary.lines === 0) {
    return (
      <Button disabled title="Cochez au moins une ligne">
        Enregistrer les paiements
      </Button>
    );
  }
  return (
    <ConfirmActionDialog
      trigger={`Enregistrer les paiements (${summary.lines})`}
      triggerVariant="primary"
      title="Enregistrer les paiements du relevé ?"
      description={summarySentence(summary)}
      confirmLabel="Enregistrer"
      busyLabel="Enregistrement…"
      onConfirm={onConfirm}
    >
      <p className="mt-3 text-sm text-muted">
        Tout est enregistré en une fois, ou rien si une ligne est refusée. Chaque paiement figure
        dans l'historique de l'inscription et peut être annulé avec « Revenir à l'état précédent ».
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      )}
    </ConfirmActionDialog>
  );
}

/** After the confirmation: what was recorded, and where to go next. */
export function ImportResult({
  result,
  onRestart,
}: {
  result: BankImportResult;
  onRestart: () => void;
}) {
  return (
    <TitledSection
      id="import-result"
      title="Relevé enregistré"
      className="flex max-w-xl flex-col gap-3 rounded-lg border border-green-300 bg-green-50 p-5"
      headingClassName="text-lg font-bold text-green-900"
    >
      <ul className="list-disc pl-5 text-sm text-green-900">
        <li>{plural(result.lines, "ligne enregistrée", "lignes enregistrées")}</li>
        <li>{plural(result.paid, "inscription marquée payée", "inscriptions marquées payées")}</li>
        {result.partial > 0 && (
          <li>
            {plural(result.partial, "paiement partiel", "paiements partiels")} (en attente du reste)
          </li>
        )}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/admin/app/inscriptions?payment_status=payee"
          className={buttonClasses("secondary")}
        >
          Voir les inscriptions payées
        </Link>
        <Button variant="ghost" onClick={onRestart}>
          Importer un autre relevé
        </Button>
      </div>
    </TitledSection>
  );
}
