import { controlClasses, Field } from "../../../components/ui/field.tsx";

/**
 * The code of an authenticator app (6 digits, offered by the phone's keyboard and autofill), or
 * a recovery code when `recovery` is set.
 */
export function TwoFactorCodeField({
  value,
  onChange,
  error,
  recovery = false,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  recovery?: boolean;
  label?: string;
}) {
  return (
    <Field
      label={label ?? (recovery ? "Code de secours" : "Code à 6 chiffres")}
      required
      error={error}
      hint={
        recovery
          ? "Un des dix codes notés à l'activation, par exemple abcde-23456."
          : "Le code affiché par votre application d'authentification."
      }
    >
      <input
        type="text"
        name="code"
        required
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 20 : 6}
        dir="ltr"
        className={`${controlClasses(Boolean(error))} font-mono tracking-widest`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
