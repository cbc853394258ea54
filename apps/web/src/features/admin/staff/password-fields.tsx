import type { Dispatch, SetStateAction } from "react";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import type { FieldErrors } from "../../../lib/api-client.ts";

export type PasswordField<Name extends string> = {
  name: Name;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
};

/**
 * The password inputs of a form (own password change, a password chosen from a mailed link),
 * each with its label, hint and the server's French error beside it.
 */
export function PasswordFields<Name extends string>({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly PasswordField<Name>[];
  values: Record<Name, string>;
  errors: FieldErrors;
  onChange: Dispatch<SetStateAction<Record<Name, string>>>;
}) {
  return fields.map((field) => (
    <Field
      key={field.name}
      label={field.label}
      required
      hint={field.hint}
      error={errors[field.name]?.[0]}
    >
      <Input
        type="password"
        name={field.name}
        required
        autoComplete={field.autoComplete}
        value={values[field.name]}
        onChange={(event) =>
          onChange((current) => ({ ...current, [field.name]: event.target.value }))
        }
      />
    </Field>
  ));
}
