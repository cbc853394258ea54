import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, type UserRow } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { apiWrite } from "../../../lib/api-client.ts";
import { useAdminGet } from "../core/admin-queries.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { toastError } from "../core/toast-error.ts";
import { REQUIRED_ROLES_PATH, type RequiredRoles } from "./two-factor-api.ts";
import { useStaffWrite } from "./use-staff-write.ts";

/** The users screen's "2FA" cell: on or off, and an admin's reset when it is on. */
export function TwoFactorCell({ row, onReset }: { row: UserRow; onReset: () => void }) {
  if (!row.two_factor_enabled) {
    return <span className="text-sm text-muted">désactivée</span>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
        activée
      </span>
      <ConfirmActionDialog
        trigger={
          <>
            Réinitialiser la 2FA<span className="sr-only"> de {row.email}</span>
          </>
        }
        title="Réinitialiser la double authentification ?"
        description={`${row.email} se connectera avec son seul mot de passe et pourra réactiver la double authentification depuis « Mon compte ». Ses codes de secours ne serviront plus.`}
        confirmLabel="Réinitialiser"
        busyLabel="Réinitialisation..."
        confirmVariant="danger"
        onConfirm={async () => {
          const response = await apiWrite<{ message: string }>(
            "DELETE",
            `/api/admin/users/${row.id}/two-factor`,
          ).catch(() => undefined);
          if (response?.ok) {
            toast({ title: response.data.message });
            onReset();
          } else toastError(response?.message ?? "Réinitialisation impossible.");
          return Boolean(response?.ok);
        }}
      />
    </div>
  );
}

/** "Double authentification obligatoire pour" the chosen roles (the setting, admins only). */
export function RequiredRolesForm() {
  const queryClient = useQueryClient();
  const stored = useAdminGet<RequiredRoles>(REQUIRED_ROLES_PATH);
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const { sending, send } = useStaffWrite();
  useEffect(() => {
    if (stored.data) setRoles(stored.data.required_roles);
  }, [stored.data]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const response = await send<RequiredRoles>("PUT", REQUIRED_ROLES_PATH, {
      required_roles: roles,
    });
    if (response?.ok) toast({ title: "Réglage enregistré" });
    else toastError(response?.message ?? "Enregistrement impossible.");
    await queryClient.invalidateQueries({ queryKey: [REQUIRED_ROLES_PATH] });
  }

  if (!stored.data) return null;
  return (
    <form onSubmit={save} className="rounded-lg border bg-white p-4">
      <fieldset className="space-y-2">
        <legend className="font-semibold">Double authentification obligatoire pour</legend>
        <p className="text-sm text-muted">
          Un compte de ces rôles qui ne l'a pas encore activée devra la configurer juste après son
          mot de passe, avant d'accéder à quoi que ce soit.
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={roles.includes(role)}
                onChange={(event) =>
                  setRoles((current) =>
                    event.target.checked
                      ? [...current, role]
                      : current.filter((chosen) => chosen !== role),
                  )
                }
              />
              {STAFF_ROLE_LABELS[role]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" loading={sending} className="mt-3">
        Enregistrer
      </Button>
    </form>
  );
}
