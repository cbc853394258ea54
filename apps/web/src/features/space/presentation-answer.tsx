import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { confirmPresentation, type SpaceSubmission, withdrawPresentation } from "./space-api.ts";
import { useSpaceWrite } from "./use-space-write.ts";

/**
 * The presenting side's answer to an acceptance (issue #39 item 4): confirm, or withdraw with a
 * reason in a confirmed dialog (its programme slot is freed). A withdrawal is final.
 */
export function PresentationAnswer({
  submission,
  onChanged,
}: {
  submission: SpaceSubmission;
  onChanged: () => Promise<void>;
}) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const confirming = useSpaceWrite();
  const withdrawing = useSpaceWrite();
  if (submission.presentation === "withdrawn") return null;

  const withdraw = () =>
    withdrawing.send(
      () => withdrawPresentation(submission.id, reason.trim()),
      async () => {
        setOpen(false);
        await onChanged();
      },
    );

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-100 p-4">
      {submission.presentation !== "confirmed" && (
        <>
          <p className="text-ink">{m.space_presentation_question({}, { locale })}</p>
          <Button
            className="self-start"
            loading={confirming.busy}
            onClick={() =>
              void confirming.send(() => confirmPresentation(submission.id), onChanged)
            }
          >
            {m.space_presentation_confirm({}, { locale })}
          </Button>
          <p role="alert" className="text-sm font-medium text-danger empty:hidden">
            {confirming.failure}
          </p>
        </>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="danger" className="self-start">
            {m.space_presentation_withdraw({}, { locale })}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={
            <>
              {m.space_presentation_withdraw_title({}, { locale })}{" "}
              <bdi dir="ltr">{submission.reference}</bdi>
            </>
          }
          description={m.space_presentation_withdraw_text({}, { locale })}
        >
          <form
            noValidate
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void withdraw();
            }}
          >
            <Field
              label={m.space_presentation_withdraw_reason({}, { locale })}
              required
              error={withdrawing.error("reason")}
            >
              <Textarea
                value={reason}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
            <p role="alert" className="text-sm font-medium text-danger empty:hidden">
              {withdrawing.failure}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {m.space_presentation_keep({}, { locale })}
              </Button>
              <Button type="submit" variant="danger" loading={withdrawing.busy}>
                {m.space_presentation_withdraw_send({}, { locale })}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
