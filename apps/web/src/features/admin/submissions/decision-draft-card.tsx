import { type DecisionMailDraft, LOCALE_NAMES_FR, localeDirection } from "@congres/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { submitWith } from "../../../lib/submit-with.ts";
import { useFormSave } from "../core/action-outcome.ts";
import { mailRecipient } from "../emails/mail-labels.ts";
import { editDecisionMail, useDecisionsChanged } from "./decisions-api.ts";

/** The draft's own language and direction: an Arabic text reads and edits right to left. */
const textLanguage = (draft: DecisionMailDraft) => ({
  lang: draft.language,
  dir: localeDirection(draft.language),
});

/** Staff's edit of one draft: subject and text; the server keeps it a draft until it is sent. */
function DraftEditor({ draft, onClose }: { draft: DecisionMailDraft; onClose: () => void }) {
  const { busy: saving, errors, save: saveWith } = useFormSave();
  const changed = useDecisionsChanged();
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);

  async function save() {
    await saveWith(
      () => editDecisionMail(draft.id, { subject, body }),
      () => {
        changed();
        toast({ title: "Brouillon enregistré", description: draft.reference });
        onClose();
      },
    );
  }

  return (
    <form noValidate className="space-y-3" onSubmit={submitWith(save)}>
      <Field label="Objet" error={errors.subject?.[0]}>
        <Input
          {...textLanguage(draft)}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </Field>
      <Field label="Texte de l'e-mail" error={errors.body?.[0]}>
        <Textarea
          {...textLanguage(draft)}
          rows={12}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
          Annuler
        </Button>
        <Button type="submit" loading={saving}>
          Enregistrer le brouillon
        </Button>
      </div>
    </form>
  );
}

/** One decision e-mail waiting: who receives it (copies too), its subject, its text, its edit. */
export function DecisionDraftCard({
  draft,
  selected,
  onSelect,
}: {
  draft: DecisionMailDraft;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const [editing, setEditing] = useState(false);
  const recipient = mailRecipient(draft);
  return (
    <li className="space-y-3 px-4 py-4">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-700"
          aria-label={`Sélectionner l'e-mail à ${recipient}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 {...textLanguage(draft)} className="font-semibold text-ink wrap-anywhere">
            {draft.subject}
          </h3>
          <p className="text-sm text-ink wrap-anywhere">
            <span className="font-medium">À :</span> {recipient}
          </p>
          {draft.cc.length > 0 && (
            <p className="text-sm text-ink wrap-anywhere">
              <span className="font-medium">Copie :</span>{" "}
              {draft.cc
                .map((person) =>
                  mailRecipient({ to_name: person.name, to_address: person.address }),
                )
                .join(", ")}
            </p>
          )}
          <p className="text-sm text-muted wrap-anywhere">
            {draft.submission_id !== null ? (
              <Link
                to={`/admin/app/soumissions/${draft.submission_id}`}
                className="font-medium text-brand-800 underline"
              >
                {draft.reference}
              </Link>
            ) : (
              draft.reference
            )}{" "}
            · {draft.title}
          </p>
          {draft.language !== "fr" && (
            <p className="text-sm text-ink">
              <span className="font-medium">Langue :</span> {LOCALE_NAMES_FR[draft.language]}
            </p>
          )}
        </div>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Modifier<span className="sr-only"> l'e-mail à {recipient}</span>
          </Button>
        )}
      </div>
      {editing ? (
        <DraftEditor draft={draft} onClose={() => setEditing(false)} />
      ) : (
        <details className="rounded-md bg-gray-50 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium text-brand-800">
            Lire le texte<span className="sr-only"> de l'e-mail à {recipient}</span>
          </summary>
          <p
            {...textLanguage(draft)}
            className="mt-2 whitespace-pre-line text-sm text-ink wrap-anywhere"
          >
            {draft.body}
          </p>
        </details>
      )}
    </li>
  );
}
