import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "./button.tsx";
import { Dialog, DialogContent } from "./dialog.tsx";

export type FormOutcome =
  | { kind: "success"; title: string; text: string }
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
          <div className="mt-6 flex justify-end">
            <Button onClick={() => onAcknowledge(outcome)}>OK</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
