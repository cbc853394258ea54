import {
  AUTHOR_MESSAGE_MAX,
  COMMITTEE_NOTE_MAX,
  isDecided,
  SUBMISSION_STATUSES,
  type SubmissionRow,
  type SubmissionStatus,
} from "@congres/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { submitWith } from "../../../lib/submit-with.ts";
import { useFormSave } from "../core/action-outcome.ts";
import { StatusBadge } from "../core/status-badge.tsx";
import { saveDecision, useDecisionsChanged } from "./decisions-api.ts";
import { SUBMISSION_STATUS_KIND } from "./submission-status.ts";

/**
 * "Décision" of a submission's detail: the status, the committee's internal note and its message
 * to the author. A decided status leaves an e-mail draft to review in "À envoyer"; the server
 * audits every change.
 */
export function SubmissionDecisionForm({ submission }: { submission: SubmissionRow }) {
  const { busy: saving, errors, save: saveWith } = useFormSave();
  const changed = useDecisionsChanged();
  const [status, setStatus] = useState<SubmissionStatus>(submission.status);
  const [committeeNote, setCommitteeNote] = useState(submission.committee_note);
  const [authorMessage, setAuthorMessage] = useState(submission.author_message);
  const unchanged =
    status === submission.status &&
    committeeNote === submission.committee_note &&
    authorMessage === submission.author_message;

  async function save() {
    await saveWith(
      () => saveDecision(submission.id, { status, committeeNote, authorMessage }),
      () => {
        changed();
        toast({
          title: "Décision enregistrée",
          description: isDecided(status)
            ? "Le brouillon de l'e-mail attend votre relecture dans « À envoyer »."
            : submission.reference,
        });
      },
    );
  }

  return (
    <section aria-labelledby="decision-title" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="decision-title" className="text-lg font-bold text-brand-900">
          Décision
        </h2>
        <StatusBadge kind={SUBMISSION_STATUS_KIND} status={submission.status} />
      </div>
      <form
        noValidate
        className="space-y-4 rounded-lg border border-brand-100 bg-white p-4"
        onSubmit={submitWith(save)}
      >
        <Field label="Décision du comité" error={errors.status?.[0]}>
          <Select
            options={SUBMISSION_STATUSES}
            placeholder="Choisir une décision"
            value={status}
            onChange={(event) => setStatus(event.target.value as SubmissionStatus)}
          />
        </Field>
        <Field
          label="Note du comité"
          hint={`Interne : jamais envoyée à l'auteur. ${COMMITTEE_NOTE_MAX} caractères au plus.`}
          error={errors.committeeNote?.[0]}
        >
          <Textarea
            rows={3}
            value={committeeNote}
            onChange={(event) => setCommitteeNote(event.target.value)}
          />
        </Field>
        <Field
          label="Message à l'auteur"
          hint={`Repris dans l'e-mail de décision, relu avant envoi. ${AUTHOR_MESSAGE_MAX} caractères au plus.`}
          error={errors.authorMessage?.[0]}
        >
          <Textarea
            rows={3}
            value={authorMessage}
            onChange={(event) => setAuthorMessage(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/admin/app/a-envoyer" className="text-sm font-medium text-brand-800 underline">
            E-mails de décision à envoyer
          </Link>
          <Button type="submit" loading={saving} disabled={unchanged}>
            Enregistrer la décision
          </Button>
        </div>
      </form>
    </section>
  );
}
