import { STAFF_ROLE_LABELS, type UserRow } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { adminMeta, formatDateTime, orDash } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import { AddAdminDialog } from "../../features/admin/staff/add-admin-dialog.tsx";
import { ResendInvitationButton } from "../../features/admin/staff/resend-invitation-button.tsx";
import { ChangeRoleDialog } from "../../features/admin/staff/staff-role-controls.tsx";
import { RequiredRolesForm, TwoFactorCell } from "../../features/admin/staff/two-factor-admin.tsx";

export const meta = () => adminMeta("Administrateurs");

export default function Users() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["/api/admin/users"] });
  return (
    <AdminListPage<UserRow>
      title="Administrateurs"
      endpoint="/api/admin/users"
      describe={(row) => `l'utilisateur ${row.email}`}
      deleteTitle="Supprimer l'utilisateur ?"
      deletedMessage={(id) => `Utilisateur #${id} supprimé.`}
      intro={<RequiredRolesForm />}
      toolbar={<AddAdminDialog onCreated={refresh} />}
      columns={[
        { header: "ID", cell: (row) => row.id },
        {
          header: "Email",
          cell: (row) => (
            <>
              <span className="font-medium">{row.email}</span>
              <span className="block text-xs text-muted">{orDash(row.name)}</span>
            </>
          ),
        },
        {
          header: "Rôle",
          cell: (row) => (
            <div className="flex flex-col items-start gap-2">
              <span className="font-medium">{STAFF_ROLE_LABELS[row.role]}</span>
              <ChangeRoleDialog key={row.role} user={row} onChanged={refresh} />
            </div>
          ),
        },
        {
          header: "Dernière connexion",
          cell: (row) =>
            row.last_sign_in_at ? formatDateTime(row.last_sign_in_at) : "Non enregistrée",
        },
        { header: "2FA", cell: (row) => <TwoFactorCell row={row} onReset={refresh} /> },
        {
          header: "Statut",
          cell: (row) =>
            row.invitation_pending ? (
              <span className="flex flex-col items-start gap-2">
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Invitation envoyée
                </span>
                <ResendInvitationButton id={row.id} email={row.email} />
              </span>
            ) : (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                actif
              </span>
            ),
        },
      ]}
    />
  );
}
