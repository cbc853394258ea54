import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { ReasonDialog } from "./reason-dialog.tsx";
import {
  confirmPresentation,
  type SubmissionPartProps,
  withdrawPresentation,
} from "./space-api.ts";
import { useSpaceWrite } from "./use-space-write.ts";

/**
 * The presenting side's answer to an acceptance (issue #39 item 4): confirm, or withdraw with a
 * reason in a confirmed dialog (its programme slot is freed). A withdrawal is final.
 */
export function PresentationAnswer({ submission, onChanged }: SubmissionPartProps) {
  const locale = useLocale();
  const confirming = useSpaceWrite();
  const withdrawing = useSpaceWrite();
  if (submission.presentation === "withdrawn") return null;

  const withdraw = (reason: string, close: () => void) =>
    withdrawing.send(
      () => withdrawPresentation(submission.id, reason),
      async () => {
        close();
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
      <ReasonDialog
        texts={{
          trigger: m.space_presentation_withdraw({}, { locale }),
          title: (
            <>
              {m.space_presentation_withdraw_title({}, { locale })}{" "}
              <bdi dir="ltr">{submission.reference}</bdi>
            </>
          ),
          description: m.space_presentation_withdraw_text({}, { locale }),
          reason: m.space_presentation_withdraw_reason({}, { locale }),
          keep: m.space_presentation_keep({}, { locale }),
          confirm: m.space_presentation_withdraw_send({}, { locale }),
        }}
        write={withdrawing}
        confirm={withdraw}
      />
    </div>
  );
}
