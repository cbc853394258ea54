import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { cancelRegistration, type SpaceRegistration } from "./space-api.ts";
import { useSpaceWrite } from "./use-space-write.ts";

/**
 * « Annuler mon inscription », confirmed in a dialog with her reason: an unpaid registration is
 * cancelled at once; a paid one becomes a request, with the IBAN or Moroccan RIB to refund to.
 */
export function CancelRegistrationDialog({
  registration,
  onCancelled,
}: {
  registration: SpaceRegistration;
  onCancelled: () => Promise<void>;
}) {
  const locale = useLocale();
  // Money received is refunded: the server then asks for the account (decision 0069).
  const paid = registration.amount_received_centimes > 0;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [iban, setIban] = useState("");
  const [done, setDone] = useState<string | undefined>();
  const write = useSpaceWrite();

  const confirm = () =>
    write.send(
      () => cancelRegistration(registration.id, reason.trim(), paid ? iban.trim() : undefined),
      async () => {
        setOpen(false);
        setDone(
          paid ? m.space_cancel_requested({}, { locale }) : m.space_cancel_done({}, { locale }),
        );
        await onCancelled();
      },
    );

  return (
    <div className="flex flex-col gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="danger" className="self-start">
            {m.space_cancel({}, { locale })}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={
            <>
              {m.space_cancel_title({}, { locale })} <bdi dir="ltr">{registration.reference}</bdi>
            </>
          }
          description={
            paid ? m.space_cancel_paid({}, { locale }) : m.space_cancel_unpaid({}, { locale })
          }
        >
          <form
            noValidate
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Field
              label={m.space_cancel_reason({}, { locale })}
              required
              error={write.error("reason")}
            >
              <Textarea
                value={reason}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
            {paid && (
              <Field
                label={m.space_cancel_iban({}, { locale })}
                required
                error={write.error("refundIban")}
              >
                <Input
                  value={iban}
                  dir="ltr"
                  autoComplete="off"
                  onChange={(event) => setIban(event.target.value)}
                />
              </Field>
            )}
            <p role="alert" className="text-sm font-medium text-danger empty:hidden">
              {write.failure}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {m.space_cancel_keep({}, { locale })}
              </Button>
              <Button type="submit" variant="danger" loading={write.busy}>
                {m.space_cancel_confirm({}, { locale })}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <p role="status" className="text-sm text-ink empty:hidden">
        {done}
      </p>
    </div>
  );
}
