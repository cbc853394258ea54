import { CheckCircle2, XCircle } from "lucide-react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { Button } from "./button.tsx";
import { Dialog, DialogContent } from "./dialog.tsx";

/** A fact the visitor should keep (the reference, the address the mail went to). */
export type OutcomeFact = { label: string; value: string };

export type FormOutcome =
  | { kind: "success"; title: string; text: string; facts?: OutcomeFact[]; note?: string }
  | { kind: "error"; title: string; text: string };

/**
 * The dialog that closes a public form (§4, §8): success or error, with an OK button.
 * `onAcknowledge` runs on OK, on Escape and on the close button alike.
 */
export function ResultDialog({
  outcome,
  onAcknowledge,
}: {
  outcome: FormOutcome | null;
  onAcknowledge: (outcome: FormOutcome) => void;
}) {
  const locale = useLocale();
  return (
    <Dialog
      open={outcome !== null}
      onOpenChange={(open) => {
        if (!open && outcome) onAcknowledge(outcome);
      }}
    >
      {outcome && (
        <DialogContent
          title={
            <span className="flex items-center gap-2">
              {outcome.kind === "success" ? (
                <CheckCircle2 aria-hidden="true" className="size-6 text-success" />
              ) : (
                <XCircle aria-hidden="true" className="size-6 text-danger" />
              )}
              {outcome.title}
            </span>
          }
          description={outcome.text}
        >
          {outcome.kind === "success" && outcome.facts && (
            <dl className="mt-4 flex flex-col gap-2 rounded-lg bg-brand-50 p-4 text-sm">
              {outcome.facts.map((fact) => (
                <div key={fact.label} className="flex flex-wrap items-baseline gap-x-2">
                  <dt className="text-muted">{m.label_colon({ label: fact.label }, { locale })}</dt>
                  {/* References and e-mail addresses read left to right, also in Arabic. */}
                  <dd dir="ltr" className="break-all font-semibold text-brand-900">
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {outcome.kind === "success" && outcome.note && (
            <p className="mt-3 text-sm text-ink">{outcome.note}</p>
          )}
          <div className="mt-6 flex justify-end">
            <Button onClick={() => onAcknowledge(outcome)}>{m.dialog_ok({}, { locale })}</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
