import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, type UserRow } from "@congres/shared";
import { UserCog } from "lucide-react";
import { useState } from "react";
import { controlClasses, Field } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { adminWrite } from "../core/admin-api.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";

/** The five roles by their French names (decision 0043). */
export function StaffRoleField({
  value,
  onChange,
  error,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  error?: string | undefined;
}) {
  return (
    <Field label="Rôle" required error={error}>
      <select
        className={controlClasses(Boolean(error))}
        value={value}
        onChange={(event) => onChange(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * "Changer le rôle" of one account, after a confirmation: `PUT /api/admin/users/:id {role}`.
 * The server ends the person's sessions and refuses to demote the last administrator.
 */
export function ChangeRoleDialog({ user, onChanged }: { user: UserRow; onChanged: () => void }) {
  const [role, setRole] = useState<StaffRole>(user.role);
  const [refusal, setRefusal] = useState<string>();

  async function change() {
    const outcome = await adminWrite<UserRow>("PUT", `/api/admin/users/${user.id}`, { role });
    if (outcome.ok) {
      toast({
        title: "Rôle changé",
        description: `${user.email} : ${STAFF_ROLE_LABELS[role]}. Ses sessions ont été fermées.`,
      });
      setRefusal(undefined);
      onChanged();
      return true;
    }
    setRefusal(
      outcome.errors.role?.[0] ?? outcome.message ?? "Le rôle n'a pas pu être changé. Réessayez.",
    );
    return false;
  }

  return (
    <ConfirmActionDialog
      trigger={
        <>
          <UserCog aria-hidden="true" className="size-4" />
          Changer le rôle<span className="sr-only"> de {user.email}</span>
        </>
      }
      title="Changer le rôle ?"
      description={`${user.email} n'aura plus accès qu'à ce que permet le nouveau rôle. Ses sessions ouvertes seront fermées tout de suite.`}
      confirmLabel="Changer le rôle"
      busyLabel="Changement..."
      onConfirm={change}
    >
      <StaffRoleField value={role} onChange={setRole} />
      {refusal && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {refusal}
        </p>
      )}
    </ConfirmActionDialog>
  );
}
