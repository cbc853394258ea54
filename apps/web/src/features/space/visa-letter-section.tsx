import { OTHER_COUNTRY } from "@congres/shared/facts";
import { useCallback } from "react";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { type OptionGroup, Select, type SelectOption } from "../../components/ui/select.tsx";
import { countryOptions } from "../../i18n/choice-labels.ts";
import type { Locale } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useFieldValues } from "../../lib/use-field-values.ts";
import { m } from "../../paraglide/messages.js";
import {
  loadVisaLetter,
  requestVisaLetter,
  type SpaceRegistration,
  type VisaLetterRequest,
} from "./space-api.ts";
import { visaStatusLabel } from "./space-labels.ts";
import { SpaceRequestSection } from "./space-request-section.tsx";
import { useSpaceRead } from "./use-space-read.ts";
import { useSpaceWrite } from "./use-space-write.ts";

const EMPTY_REQUEST: VisaLetterRequest = {
  passportNumber: "",
  nationality: "",
  birthDate: "",
  passportExpiry: "",
  placeOfBirth: "",
  englishCopy: false,
};

type TextField = Exclude<keyof VisaLetterRequest, "englishCopy">;

/** A nationality is an ISO 3166 code: the countries' list without « Autre ». */
const nationalityOptions = (locale: Locale): (OptionGroup | SelectOption)[] =>
  countryOptions(locale).filter((option) => !("value" in option) || option.value !== OTHER_COUNTRY);

/**
 * The visa invitation letter: its status once asked for; the request form while none is under
 * way (again after a refusal or a revocation). Staff check every request before issuing it.
 */
export function VisaLetterSection({ registration }: { registration: SpaceRegistration }) {
  const locale = useLocale();
  const { data: letter, refresh } = useSpaceRead(
    useCallback(() => loadVisaLetter(registration.id), [registration.id]),
  );
  const { values, setValues, bind } = useFieldValues(EMPTY_REQUEST);
  const write = useSpaceWrite();
  const titleId = `space-visa-${registration.id}`;
  const status = letter?.status ?? null;
  const mayAsk =
    letter?.offered === true && (status === null || status === "refused" || status === "revoked");

  const error = (field: TextField) => write.error(field);

  const request = () =>
    requestVisaLetter(registration.id, {
      ...values,
      passportNumber: values.passportNumber.trim(),
      placeOfBirth: values.placeOfBirth.trim(),
    });
  const onSent = async () => {
    setValues(EMPTY_REQUEST);
    await refresh();
  };

  return (
    <SpaceRequestSection
      titleId={titleId}
      title={m.space_visa_title({}, { locale })}
      status={
        <>
          {status && visaStatusLabel(status, locale)}
          {status === "refused" && letter?.refusal_reason ? ` ${letter.refusal_reason}` : ""}
          {letter && !letter.offered && status === null
            ? m.space_visa_not_offered({}, { locale })
            : ""}
        </>
      }
      intro={m.space_visa_intro({}, { locale })}
      submit={m.space_visa_submit({}, { locale })}
      formShown={mayAsk}
      write={write}
      request={request}
      onSent={onSent}
    >
      <Field
        label={m.space_visa_passport_number({}, { locale })}
        required
        error={error("passportNumber")}
      >
        <Input {...bind("passportNumber")} dir="ltr" autoComplete="off" />
      </Field>
      <Field label={m.space_visa_nationality({}, { locale })} required error={error("nationality")}>
        <Select
          {...bind("nationality")}
          options={nationalityOptions(locale)}
          placeholder={m.space_visa_nationality_placeholder({}, { locale })}
        />
      </Field>
      <Field label={m.space_visa_birth_date({}, { locale })} required error={error("birthDate")}>
        <Input {...bind("birthDate")} type="date" autoComplete="bday" />
      </Field>
      <Field
        label={m.space_visa_place_of_birth({}, { locale })}
        required
        error={error("placeOfBirth")}
      >
        <Input {...bind("placeOfBirth")} />
      </Field>
      <Field
        label={m.space_visa_passport_expiry({}, { locale })}
        required
        error={error("passportExpiry")}
      >
        <Input {...bind("passportExpiry")} type="date" />
      </Field>
      <Checkbox
        className="sm:col-span-2"
        label={m.space_visa_english_copy({}, { locale })}
        checked={values.englishCopy}
        onChange={(event) =>
          setValues((current) => ({ ...current, englishCopy: event.target.checked }))
        }
      />
    </SpaceRequestSection>
  );
}
