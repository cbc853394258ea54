import { LEAST_PRIVILEGED_ROLE, type StaffRole } from "@congres/shared";
import { UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useFieldValues } from "../../../lib/use-field-values.ts";
import { useFormSave } from "../core/action-outcome.ts";
import { adminWrite } from "../core/admin-api.ts";
import { StaffRoleField } from "./staff-role-controls.tsx";

type NewAdmin = { name: string; email: string; password: string; role: StaffRole };
const EMPTY: NewAdmin = { name: "", email: "", password: "", role: LEAST_PRIVILEGED_ROLE };

/**
 * "Inviter ou ajouter": name, e-mail, an optional password and the role (Relecteur, the least
 * privileged, unless another is chosen), exactly what `POST /api/admin/users` takes. Without a password the person
 * is invited by e-mail and chooses their own (decision 0044). The spec's form also shows a phone
 * that is never sent; we do not collect it.
 */
export function AddAdminDialog({ onCreated }: { onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  const { values, setValues, bind } = useFieldValues<NewAdmin>(EMPTY);
  const { busy: sending, errors, save } = useFormSave();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password, ...identity } = values;
    const invited = password === "";
    await save(
      () => adminWrite("POST", "/api/admin/users", invited ? identity : values),
      () => {
        toast(
          invited
            ? {
                title: "Invitation envoyée",
                description: `${identity.email} va recevoir un lien pour choisir son mot de passe.`,
              }
            : { title: "Administrateur ajouté", description: "L'utilisateur a été créé." },
        );
        setValues(EMPTY);
        setOpen(false);
        onCreated();
      },
      "Création impossible",
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          Inviter ou ajouter
        </Button>
      </DialogTrigger>
      <DialogContent title="Inviter ou ajouter un compte">
        <form onSubmit={submit} className="mt-5 space-y-4">
          <Field label="Nom" required error={errors.name?.[0]}>
            <Input type="text" required autoComplete="name" {...bind("name")} />
          </Field>
          <Field label="Email" required error={errors.email?.[0]}>
            <Input type="email" required autoComplete="off" {...bind("email")} />
          </Field>
          <Field
            label="Mot de passe (facultatif)"
            hint="Laissez vide pour inviter la personne par e-mail : elle choisira son mot de passe avec un lien valable 72 heures. Sinon, au moins 10 caractères."
            error={errors.password?.[0]}
          >
            <Input type="password" autoComplete="new-password" {...bind("password")} />
          </Field>
          <StaffRoleField
            value={values.role}
            onChange={(role) => setValues((current) => ({ ...current, role }))}
            error={errors.role?.[0]}
          />
          <div className="flex justify-end pt-2">
            <Button type="submit" loading={sending}>
              {values.password === "" ? "Inviter" : "Ajouter"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
