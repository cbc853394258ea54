import { countryOptions } from "../../i18n/choice-labels.ts";
import { m } from "../../paraglide/messages.js";
import { Field } from "../ui/field.tsx";
import { Select } from "../ui/select.tsx";
import type { PersonFieldProps } from "./person-fields.tsx";

/**
 * The person's country (registration, submission), required, from the list of decision 0036.
 * Apart from `PersonField`: the contact form, which asks for none, loads no list of countries.
 */
export function CountryField({ control, error, locale }: PersonFieldProps<"country">) {
  return (
    <Field label={m.registration_country({}, { locale })} required error={error}>
      <Select
        {...control}
        options={countryOptions(locale)}
        placeholder={m.select_placeholder_country({}, { locale })}
      />
    </Field>
  );
}
