import type { ComponentProps } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import type { Locale, PlainMessage } from "../../i18n/locale.ts";
import { m } from "../../paraglide/messages.js";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";

/** The fields about the person that the public forms share, named alike in their schemas. */
type PersonFieldName = "firstName" | "lastName" | "email" | "phone" | "institution";

/** A shared field as its form hands it over: registered, its error, the page's language. */
export type PersonFieldProps<Name extends string> = {
  control: UseFormRegisterReturn<Name>;
  error: string | undefined;
  locale: Locale;
};

/**
 * The props of the form's shared fields, by name. Each is registered when the form renders, in
 * the form's own order: react-hook-form focuses the first field in error in that order.
 */
export function personFields({
  register,
  errors,
  locale,
}: {
  register: <Name extends PersonFieldName | "country">(name: Name) => UseFormRegisterReturn<Name>;
  errors: { [name: string]: Pick<FieldError, "message"> | undefined };
  locale: Locale;
}) {
  return <Name extends PersonFieldName | "country">(name: Name): PersonFieldProps<Name> => ({
    control: register(name),
    error: errors[name]?.message,
    locale,
  });
}

const PERSON_FIELDS: Record<
  PersonFieldName,
  [label: PlainMessage, attributes: ComponentProps<"input">]
> = {
  firstName: [m.registration_first_name, { autoComplete: "given-name" }],
  lastName: [m.registration_last_name, { autoComplete: "family-name" }],
  email: [m.registration_email, { type: "email", autoComplete: "email", inputMode: "email" }],
  phone: [m.registration_phone, { type: "tel", autoComplete: "tel" }],
  institution: [m.registration_institution, { autoComplete: "organization" }],
};

/**
 * One of the person's fields, labelled and filled in the same way in every public form;
 * `required` as that form's schema says (the phone is optional but in the registration).
 */
export function PersonField({
  control,
  error,
  locale,
  required,
  className,
}: PersonFieldProps<PersonFieldName> & { required?: boolean; className?: string }) {
  const [label, attributes] = PERSON_FIELDS[control.name];
  return (
    <Field label={label({}, { locale })} required={required} error={error} className={className}>
      <Input {...control} {...attributes} />
    </Field>
  );
}
