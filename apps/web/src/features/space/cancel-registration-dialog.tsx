import { useState } from "react";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { ReasonDialog } from "./reason-dialog.tsx";
import { cancelRegistration, type RegistrationPartProps } from "./space-api.ts";
import { useSpaceWrite } from "./use-space-write.ts";

/**
 * « Annuler mon inscription », confirmed in a dialog with her reason: an unpaid registration is
 * cancelled at once; a paid one becomes a request, with the IBAN or Moroccan RIB to refund to.
 */
export function CancelRegistrationDialog({ registration, onChanged }: RegistrationPartProps) {
  const locale = useLocale();
  // Money received is refunded: the server then asks for the account (decision 0069).
  const paid = registration.amount_received_centimes > 0;
  const [iban, setIban] = useState("");
  const [done, setDone] = useState<string | undefined>();
  const write = useSpaceWrite();

  const confirm = (reason: string, close: () => void) =>
    write.send(
      () => cancelRegistration(registration.id, reason, paid ? iban.trim() : undefined),
      async () => {
        close();
        setDone(
          paid ? m.space_cancel_requested({}, { locale }) : m.space_cancel_done({}, { locale }),
        );
        await onChanged();
      },
    );

  return (
    <div className="flex flex-col gap-2">
      <ReasonDialog
        texts={{
          trigger: m.space_cancel({}, { locale }),
          title: (
            <>
              {m.space_cancel_title({}, { locale })} <bdi dir="ltr">{registration.reference}</bdi>
            </>
          ),
          description: paid
            ? m.space_cancel_paid({}, { locale })
            : m.space_cancel_unpaid({}, { locale }),
          reason: m.space_cancel_reason({}, { locale }),
          keep: m.space_cancel_keep({}, { locale }),
          confirm: m.space_cancel_confirm({}, { locale }),
        }}
        write={write}
        confirm={confirm}
      >
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
      </ReasonDialog>
      <p role="status" className="text-sm text-ink empty:hidden">
        {done}
      </p>
    </div>
  );
}
