import type { Registration, RegistrationInput } from "@congres/shared";
import { lazy, Suspense, useState } from "react";
import { CountryField } from "../../components/forms/country-field.tsx";
import { PersonField, personFields } from "../../components/forms/person-fields.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Field } from "../../components/ui/field.tsx";
import { FormSection, RequiredNote } from "../../components/ui/form-section.tsx";
import { PublicForm, SubmitButton } from "../../components/ui/hydrated-fields.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { participationOptions, titleOptions } from "../../i18n/choice-labels.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { RenderStep } from "../../islands/render-steps.tsx";
import type { FormDestination } from "../../lib/form-sending.ts";
import { m } from "../../paraglide/messages.js";
import { useRegistrationForm } from "./registration-api.ts";
import {
  offerOfPage,
  RegistrationChoices,
  type RegistrationChoicesState,
} from "./registration-choices.tsx";
import { TermsDialog } from "./terms-dialog.tsx";

/**
 * The result dialog is needed once the form has been sent: it loads then (the page's 90 KB
 * budget, decision 0075), as the toaster does.
 */
const ResultDialog = lazy(() =>
  import("../../components/ui/result-dialog.tsx").then(({ ResultDialog }) => ({
    default: ResultDialog,
  })),
);

/** The sixteen fields of §3, grouped as a participant thinks of them. */
export function RegistrationForm(destination: FormDestination<Registration, RegistrationInput>) {
  // The public form (no destination of its own) orders add-ons and promo codes (decision 0075).
  const isPublic = destination.send === undefined;
  const [choices, setChoices] = useState<RegistrationChoicesState>(() => {
    const { offer, addon } = offerOfPage();
    return { addons: addon ? [addon] : [], promoCode: "", offer };
  });
  const { form, onSubmit, preloadChecks, outcome, acknowledge } = useRegistrationForm(
    destination,
    isPublic
      ? () => ({
          addons: choices.addons,
          promoCode: choices.promoCode.trim(),
          ...(choices.offer ? { offer: choices.offer } : {}),
        })
      : undefined,
  );
  const locale = useLocale();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const person = personFields({ register, errors, locale });

  return (
    <>
      <PublicForm
        label={m.registration_form_label({}, { locale })}
        className="flex flex-col gap-8"
        onSubmit={onSubmit}
        preloadChecks={preloadChecks}
      >
        <RequiredNote />
        <FormSection legend={m.registration_identity({}, { locale })} step={1}>
          <Field
            label={m.registration_title({}, { locale })}
            required
            error={errors.title?.message}
          >
            <Select
              {...register("title")}
              options={titleOptions(locale)}
              placeholder={m.select_placeholder_title({}, { locale })}
            />
          </Field>
          <div className="hidden sm:block" />
          <PersonField {...person("firstName")} required />
          <PersonField {...person("lastName")} required />
          <Field
            label={m.registration_latin_name({}, { locale })}
            hint={m.registration_latin_name_hint({}, { locale })}
            error={errors.latinName?.message}
            className="sm:col-span-2"
          >
            <Input {...register("latinName")} dir="ltr" />
          </Field>
          <PersonField {...person("email")} required />
          <PersonField {...person("phone")} required />
        </FormSection>

        <FormSection legend={m.registration_professional({}, { locale })} step={2}>
          <Field
            label={m.registration_specialty({}, { locale })}
            required
            error={errors.specialty?.message}
          >
            <Input {...register("specialty")} />
          </Field>
          <PersonField {...person("institution")} required />
          <Field
            label={m.registration_participation({}, { locale })}
            required
            error={errors.participationType?.message}
            className="sm:col-span-2"
          >
            <Select
              {...register("participationType")}
              options={participationOptions(locale)}
              placeholder={m.select_placeholder_participation({}, { locale })}
            />
          </Field>
        </FormSection>

        <FormSection legend={m.registration_address_section({}, { locale })} step={3}>
          <Field
            label={m.registration_address({}, { locale })}
            required
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            <Input {...register("address")} autoComplete="street-address" />
          </Field>
          <Field label={m.registration_city({}, { locale })} required error={errors.city?.message}>
            <Input {...register("city")} autoComplete="address-level2" />
          </Field>
          <CountryField {...person("country")} />
        </FormSection>

        <FormSection legend={m.registration_stay({}, { locale })} step={4}>
          <Checkbox
            {...register("accommodationNeeded")}
            label={m.registration_accommodation({}, { locale })}
            className="sm:col-span-2"
          />
          <Field
            label={m.registration_dietary({}, { locale })}
            hint={m.registration_dietary_hint({}, { locale })}
            error={errors.dietaryRestrictions?.message}
            className="sm:col-span-2"
          >
            <Input {...register("dietaryRestrictions")} />
          </Field>
        </FormSection>

        <FormSection legend={m.registration_emergency_section({}, { locale })} step={5}>
          <Field
            label={m.registration_emergency_contact({}, { locale })}
            required
            error={errors.emergencyContact?.message}
          >
            <Input {...register("emergencyContact")} autoComplete="off" />
          </Field>
          <Field
            label={m.registration_emergency_phone({}, { locale })}
            required
            error={errors.emergencyPhone?.message}
          >
            <Input {...register("emergencyPhone")} type="tel" autoComplete="off" />
          </Field>
        </FormSection>

        {isPublic && (
          <RegistrationChoices
            form={form}
            choices={choices}
            onChange={setChoices}
            promoError={(errors as Record<string, { message?: string }>).promoCode?.message}
          />
        )}

        {!destination.hideConsents && (
          <RenderStep step={6}>
            <div className="flex flex-col gap-2 rounded-lg border border-brand-100 bg-brand-50 p-4">
              <Checkbox
                {...register("termsAccepted")}
                required
                label={m.registration_terms({}, { locale })}
                error={errors.termsAccepted?.message}
              />
              {/* The dialog's trigger starts in a task of its own: Radix's dialog is the heaviest part. */}
              <RenderStep step={7}>
                <div className="ps-8">
                  <TermsDialog />
                </div>
              </RenderStep>
            </div>
          </RenderStep>
        )}

        <SubmitButton loading={isSubmitting} className="w-full sm:w-auto sm:self-end">
          {isSubmitting
            ? m.registration_submitting({}, { locale })
            : (destination.submitLabel ?? m.registration_submit({}, { locale }))}
        </SubmitButton>
      </PublicForm>
      {outcome && (
        <Suspense fallback={null}>
          <ResultDialog outcome={outcome} onAcknowledge={acknowledge} />
        </Suspense>
      )}
    </>
  );
}
