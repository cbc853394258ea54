import { formatCentimes } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { AUDIT_ENDPOINT, adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminQuery } from "../core/admin-queries.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { PanelSection } from "../core/panel-section.tsx";
import { REGISTRATIONS_ENDPOINT } from "./registrations-api.ts";

type MemberGroup = {
  id: number;
  reference: string;
  payer: { name: string; institution: string };
  amount_due_centimes: number;
  members: { id: number }[];
};

/**
 * « Commande de groupe » of a registration's page (issue #40 item 4): the group order she is in,
 * and moving her out of it after a confirmation (audited `registration.group.remove`). She keeps
 * her registration and what she paid; a later group transfer no longer pays her.
 */
export function RegistrationGroup({ registrationId }: { registrationId: number }) {
  const queryClient = useQueryClient();
  const handle = useActionOutcome();
  const key = [REGISTRATIONS_ENDPOINT, registrationId, "group"];
  const { data } = useAdminQuery({
    queryKey: key,
    queryFn: () =>
      adminGet<{ group: MemberGroup | null }>(`${REGISTRATIONS_ENDPOINT}/${registrationId}/group`),
  });
  const group = data?.group;
  if (!group) return null;

  async function moveOut() {
    if (!group) return true;
    const outcome = await adminWrite(
      "DELETE",
      `/api/admin/group-registrations/${group.id}/members/${registrationId}`,
    );
    await queryClient.invalidateQueries({ queryKey: [REGISTRATIONS_ENDPOINT] });
    await queryClient.invalidateQueries({ queryKey: [AUDIT_ENDPOINT] });
    return handle(
      outcome,
      () =>
        toast({
          title: "Sortie du groupe",
          description: `L'inscription ne fait plus partie de la commande ${group.reference}.`,
        }),
      "Sortie du groupe impossible",
    );
  }

  return (
    <PanelSection id="registration-group-title" title="Commande de groupe">
      <p className="text-ink">
        Commande <span dir="ltr">{group.reference}</span> de {group.payer.institution} (
        {group.payer.name}) : {group.members.length} délégué(s),{" "}
        {formatCentimes(group.amount_due_centimes)} au total.
      </p>
      <ConfirmActionDialog
        triggerVariant="danger"
        trigger="Sortir du groupe"
        title={`Sortir cette inscription de la commande ${group.reference} ?`}
        description="Elle garde son inscription et ce qu'elle a déjà payé ; un virement de la commande ne la paiera plus. L'action est inscrite au Journal."
        confirmLabel="Sortir du groupe"
        busyLabel="Sortie..."
        confirmVariant="danger"
        onConfirm={moveOut}
      />
    </PanelSection>
  );
}
