import { useState } from "react";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { countryOptions } from "../../i18n/choice-labels.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { submitWith } from "../../lib/submit-with.ts";
import { useFieldValues } from "../../lib/use-field-values.ts";
import { m } from "../../paraglide/messages.js";
import { type CorrectionValues, changedFields, correctionValues } from "./correction-values.ts";
import { DisclosureButton } from "./disclosure-button.tsx";
import {
  type CorrectableField,
  correctRegistration,
  type RegistrationPartProps,
} from "./space-api.ts";
import { SpaceFormFooter } from "./space-form-footer.tsx";
import { useSpaceWrite } from "./use-space-write.ts";

/**
 * « Corriger mes informations »: the registration form's correctable fields, from the stored
 * values; only the changed ones are sent, and the server checks them with the form's own rules,
 * answering field by field in her language.
 */
export function RegistrationCorrectionForm({ registration, onChanged }: RegistrationPartProps) {
  const locale = useLocale();
  const [initial, setInitial] = useState(() => correctionValues(registration));
  const [open, setOpen] = useState(false);
  const { values, bind } = useFieldValues<CorrectionValues>(initial);
  const [saved, setSaved] = useState(false);
  const write = useSpaceWrite();
  const titleId = `space-correction-${registration.id}`;

  const error = (field: CorrectableField) => write.error(field);

  async function save() {
    setSaved(false);
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) {
      write.setFailure(m.space_correct_nothing({}, { locale }));
      return;
    }
    await write.send(
      () => correctRegistration(registration.id, changes),
      async () => {
        setInitial(values);
        setSaved(true);
        await onChanged();
      },
    );
  }

  return (
    <section className="rounded-lg border border-brand-100 p-4">
      <h4 id={titleId}>
        <DisclosureButton open={open} onToggle={() => setOpen(!open)}>
          {m.space_correct_title({}, { locale })}
        </DisclosureButton>
      </h4>
      <form
        hidden={!open}
        noValidate
        aria-labelledby={titleId}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={submitWith(save)}
      >
        <p className="text-sm text-muted sm:col-span-2">{m.space_correct_intro({}, { locale })}</p>
        <Field label={m.registration_first_name({}, { locale })} error={error("firstName")}>
          <Input {...bind("firstName")} autoComplete="given-name" />
        </Field>
        <Field label={m.registration_last_name({}, { locale })} error={error("lastName")}>
          <Input {...bind("lastName")} autoComplete="family-name" />
        </Field>
        <Field
          label={m.registration_latin_name({}, { locale })}
          hint={m.registration_latin_name_hint({}, { locale })}
          error={error("latinName")}
          className="sm:col-span-2"
        >
          <Input {...bind("latinName")} dir="ltr" />
        </Field>
        <Field label={m.registration_institution({}, { locale })} error={error("institution")}>
          <Input {...bind("institution")} autoComplete="organization" />
        </Field>
        <Field label={m.registration_country({}, { locale })} error={error("country")}>
          <Select
            {...bind("country")}
            options={countryOptions(locale)}
            placeholder={m.select_placeholder_country({}, { locale })}
          />
        </Field>
        <Field label={m.registration_phone({}, { locale })} error={error("phone")}>
          <Input {...bind("phone")} type="tel" dir="ltr" autoComplete="tel" />
        </Field>
        <Field
          label={m.registration_dietary({}, { locale })}
          hint={m.registration_dietary_hint({}, { locale })}
          error={error("dietaryRestrictions")}
        >
          <Input {...bind("dietaryRestrictions")} />
        </Field>
        <SpaceFormFooter
          className="sm:col-span-2"
          busy={write.busy}
          submit={m.space_correct_submit({}, { locale })}
          saved={saved ? m.space_correct_saved({}, { locale }) : undefined}
          failure={write.failure}
        />
      </form>
    </section>
  );
}
