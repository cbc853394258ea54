import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { adminWrite } from "../core/admin-api.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { PanelSection } from "../core/panel-section.tsx";
import { PRESENTERS_ENDPOINT, UNREGISTERED_PRESENTER, usePresenters } from "./presenters-api.ts";

/**
 * « Présentateurs » (issue #39 item 4): how many accepted abstracts have a presenter not
 * registered and paid, the date set for it, and — after it — their withdrawal in one confirmed,
 * audited action.
 */
export function PresentersPanel() {
  const { data } = usePresenters();
  const client = useQueryClient();
  const [closesAt, setClosesAt] = useState("");
  const [message, setMessage] = useState<string | undefined>();
  if (!data) return null;
  const refresh = () => client.invalidateQueries({ queryKey: [PRESENTERS_ENDPOINT] });
  const past = data.deadline !== null && Date.parse(data.deadline) <= Date.now();
  return (
    <PanelSection id="presenters-title" title="Présentateurs">
      <p className="text-ink">
        {data.unregistered} sur {data.total} résumés acceptés : {UNREGISTERED_PRESENTER}.
        {data.deadline && ` Date limite : ${formatDateTime(data.deadline)}.`}
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void adminWrite("PUT", "/api/admin/presenter-deadline", { closesAt }).then(
            async (outcome) => {
              setMessage(outcome.ok ? undefined : outcome.message);
              if (outcome.ok) await refresh();
            },
          );
        }}
      >
        <Field label="Inscrits et payés au plus tard le" error={message}>
          <Input
            type="datetime-local"
            value={closesAt}
            onChange={(event) => setClosesAt(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary">
          Enregistrer la date
        </Button>
      </form>
      {past && data.unregistered > 0 && (
        <ConfirmActionDialog
          trigger="Retirer les présentations non inscrites"
          triggerVariant="danger"
          title="Retirer ces présentations ?"
          description={`${data.unregistered} présentations dont le présentateur n'est pas inscrit ou pas payé seront retirées et leurs créneaux libérés.`}
          confirmLabel="Retirer"
          confirmVariant="danger"
          busyLabel="Retrait..."
          onConfirm={async () => {
            const outcome = await adminWrite(
              "POST",
              "/api/admin/presenters/withdraw-unregistered",
              {
                confirm: true,
              },
            );
            await refresh();
            return outcome.ok;
          }}
        />
      )}
    </PanelSection>
  );
}
