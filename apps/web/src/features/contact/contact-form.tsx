import type { Contact, ContactInput } from "@congres/shared";
import { Field } from "../../components/ui/field.tsx";
import { PublicForm, SubmitButton } from "../../components/ui/hydrated-fields.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ResultDialog } from "../../components/ui/result-dialog.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import type { FormDestination } from "../../lib/form-sending.ts";
import { m } from "../../paraglide/messages.js";
import { useContactForm } from "./contact-api.ts";

/** The information request form of the contact page (§2, §3). */
export function ContactForm(destination: FormDestination<Contact, ContactInput>) {
  const { form, onSubmit, preloadChecks, outcome, acknowledge } = useContactForm(destination);
  const locale = useLocale();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <>
      <PublicForm
        label={m.contact_form_label({}, { locale })}
        className="grid gap-5 sm:grid-cols-2"
        onSubmit={onSubmit}
        preloadChecks={preloadChecks}
      >
        <Field label={m.registration_first_name({}, { locale })} error={errors.firstName?.message}>
          <Input {...register("firstName")} autoComplete="given-name" />
        </Field>
        <Field label={m.registration_last_name({}, { locale })} error={errors.lastName?.message}>
          <Input {...register("lastName")} autoComplete="family-name" />
        </Field>
        <Field label={m.registration_email({}, { locale })} required error={errors.email?.message}>
          <Input {...register("email")} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field label={m.registration_phone({}, { locale })} error={errors.phone?.message}>
          <Input {...register("phone")} type="tel" autoComplete="tel" />
        </Field>
        <Field
          label={m.registration_institution({}, { locale })}
          error={errors.institution?.message}
          className="sm:col-span-2"
        >
          <Input {...register("institution")} autoComplete="organization" />
        </Field>
        <Field
          label={m.contact_subject({}, { locale })}
          error={errors.subject?.message}
          className="sm:col-span-2"
        >
          <Input {...register("subject")} />
        </Field>
        <Field
          label={m.contact_message({}, { locale })}
          required
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <Textarea {...register("message")} rows={6} />
        </Field>
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <SubmitButton loading={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting
              ? m.contact_submitting({}, { locale })
              : (destination.submitLabel ?? m.contact_submit({}, { locale }))}
          </SubmitButton>
        </div>
      </PublicForm>
      <ResultDialog outcome={outcome} onAcknowledge={acknowledge} />
    </>
  );
}
