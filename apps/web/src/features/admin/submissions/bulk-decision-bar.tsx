import { labelOf, SUBMISSION_STATUSES, type SubmissionStatus } from "@congres/shared";
import { useId, useState } from "react";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { controlClasses } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { sendBulkDecision, useDecisionsChanged } from "./decisions-api.ts";

const submissionsLabel = (count: number) => (count === 1 ? "1 soumission" : `${count} soumissions`);

/**
 * The bulk decision of the submissions list: the rows ticked, one decision, one confirmation.
 * Each submission gets its audit line and, for a decided status, an e-mail draft to review.
 */
export function BulkDecisionBar({
  selected,
  onDone,
  offerReviewComments = false,
}: {
  selected: ReadonlySet<number>;
  onDone: () => void;
  /** The ranking's bar: the reviewers' comments to the authors may go into the drafts. */
  offerReviewComments?: boolean;
}) {
  const settle = useActionOutcome();
  const changed = useDecisionsChanged();
  const selectId = useId();
  const [status, setStatus] = useState<SubmissionStatus | "">("");
  const [withComments, setWithComments] = useState(offerReviewComments);
  const count = selected.size;

  async function apply(): Promise<boolean> {
    if (status === "") return false;
    const outcome = await sendBulkDecision(
      [...selected],
      status,
      offerReviewComments && withComments,
    );
    return settle(
      outcome,
      (result) => {
        changed();
        onDone();
        setStatus("");
        toast({
          title: "Décision appliquée",
          description: `${submissionsLabel(result.updated)} modifiée(s), ${result.drafts} brouillon(s) d'e-mail à valider.`,
        });
      },
      "Décision non enregistrée",
    );
  }

  return (
    <section
      aria-label="Décision groupée"
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-white p-4 sm:flex-row sm:items-end"
    >
      <p className="text-sm font-semibold text-ink sm:mr-auto" aria-live="polite">
        {count === 0
          ? "Cochez des soumissions pour leur appliquer une décision."
          : `${submissionsLabel(count)} sélectionnée(s)`}
      </p>
      <div className="w-full sm:w-56">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          Décision pour la sélection
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(event) => setStatus(event.target.value as SubmissionStatus | "")}
          className={`${controlClasses(false)} mt-1.5 pr-8`}
        >
          <option value="">Choisir une décision</option>
          {SUBMISSION_STATUSES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {offerReviewComments && (
        <Checkbox
          label="Joindre les commentaires des relecteurs (sans leurs noms)"
          checked={withComments}
          onChange={(event) => setWithComments(event.target.checked)}
        />
      )}
      <ConfirmActionDialog
        trigger="Appliquer la décision"
        triggerVariant="primary"
        triggerDisabled={count === 0 || status === ""}
        title="Appliquer la décision ?"
        description={`« ${labelOf(SUBMISSION_STATUSES, status)} » pour ${submissionsLabel(count)}. Les e-mails aux auteurs restent des brouillons jusqu'à leur envoi depuis « À envoyer ».`}
        confirmLabel="Appliquer"
        busyLabel="Enregistrement..."
        onConfirm={apply}
      />
    </section>
  );
}
