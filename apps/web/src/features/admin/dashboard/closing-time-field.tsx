import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";

/** A closing time typed in Casablanca's wall clock (the forms' closing times, the delegates' changes). */
export function ClosingTimeField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
