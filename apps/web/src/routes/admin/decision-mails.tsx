import {
  DECIDED_STATUSES,
  type DecisionMailDraft,
  labelOf,
  SUBMISSION_STATUSES,
} from "@congres/shared";
import { useState } from "react";
import { toast } from "../../components/ui/toast-store.ts";
import { useActionOutcome } from "../../features/admin/core/action-outcome.ts";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { ConfirmActionDialog } from "../../features/admin/core/confirm-action-dialog.tsx";
import { DecisionDraftCard } from "../../features/admin/submissions/decision-draft-card.tsx";
import {
  mailsLabel,
  peopleLabel,
  recipientsOf,
  sendDecisionMails,
  useDecisionDrafts,
  useDecisionsChanged,
} from "../../features/admin/submissions/decisions-api.ts";

export const meta = () => adminMeta("À envoyer");

/** The group of the speakers' programme placements (issue #24), after the decisions'. */
const PLACEMENTS = "programme";

/** "X e-mails à Y personnes (destinataires et copies)". */
const reach = (drafts: readonly DecisionMailDraft[]) =>
  `${mailsLabel(drafts.length)} à ${peopleLabel(recipientsOf(drafts))} (destinataires et copies)`;

/**
 * "À envoyer": the decision e-mails waiting for review, grouped by decision. Staff read and edit
 * any of them, then send the selected ones or all, after one confirmation saying how many people
 * will receive them (pretalx's model).
 */
export default function DecisionMails() {
  const settle = useActionOutcome();
  const changed = useDecisionsChanged();
  const { data } = useDecisionDrafts();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const drafts = data?.data ?? [];
  const chosen = drafts.filter((draft) => selected.has(draft.id));

  function select(id: number, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  async function send(ids?: number[]): Promise<boolean> {
    return settle(
      await sendDecisionMails(ids),
      (sent) => {
        changed();
        setSelected(new Set());
        toast({
          title: "E-mails envoyés",
          description: `${mailsLabel(sent.mails)} partent vers ${peopleLabel(sent.recipients)}.`,
        });
      },
      "Envoi impossible",
    );
  }

  /** « Envoyer » for these drafts, confirmed with how many people they reach. */
  const sendDialog = (
    these: DecisionMailDraft[],
    trigger: string,
    title: string,
    variant: "primary" | "secondary",
  ) => (
    <ConfirmActionDialog
      trigger={`${trigger} (${these.length})`}
      triggerVariant={variant}
      triggerDisabled={these.length === 0}
      title={title}
      description={`${reach(these)} recevront leur e-mail.`}
      confirmLabel="Envoyer"
      busyLabel="Envoi..."
      onConfirm={() => send(these.map((draft) => draft.id))}
    />
  );

  return (
    <section aria-labelledby="decision-mails-title" className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="decision-mails-title" className="text-2xl font-bold text-brand-900">
          À envoyer
        </h1>
        <div className="flex flex-wrap gap-3">
          {sendDialog(chosen, "Envoyer la sélection", "Envoyer la sélection ?", "secondary")}
          {sendDialog(drafts, "Tout envoyer", "Envoyer tous les e-mails ?", "primary")}
        </div>
      </div>
      <p className="text-ink">
        Les e-mails de décision et de place au programme attendent ici votre relecture : l'auteur
        présentateur les reçoit (les autres auteurs en copie d'une décision). Rien ne part avant
        votre confirmation.
      </p>
      {!data && <p className="text-muted">Chargement...</p>}
      {data && drafts.length === 0 && (
        <p className="rounded-lg border border-brand-100 bg-white px-4 py-8 text-center text-muted">
          Aucun e-mail de décision à envoyer.
        </p>
      )}
      {[...DECIDED_STATUSES, PLACEMENTS].map((groupKey) => {
        const group = drafts.filter((draft) =>
          groupKey === PLACEMENTS
            ? draft.kind === "programme_placement"
            : draft.kind === "submission_decision" && draft.decision === groupKey,
        );
        if (group.length === 0) return null;
        const titleId = `decision-group-${groupKey}`;
        return (
          <section key={groupKey} aria-labelledby={titleId} className="space-y-3">
            <h2 id={titleId} className="text-lg font-bold text-brand-900">
              {groupKey === PLACEMENTS
                ? "Place au programme"
                : labelOf(SUBMISSION_STATUSES, groupKey)}{" "}
              ({group.length})
            </h2>
            <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
              {group.map((draft) => (
                <DecisionDraftCard
                  key={`${draft.id}-${draft.subject}-${draft.body}`}
                  draft={draft}
                  selected={selected.has(draft.id)}
                  onSelect={(on) => select(draft.id, on)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
