import type { Contact, ContactInput } from "@congres/shared";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { HydratedFields } from "../../components/ui/hydrated-fields.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ResultDialog } from "../../components/ui/result-dialog.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import type { FormDestination } from "../../lib/form-sending.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { contactTexts, useContactForm } from "./contact-api.ts";

/** The information request form of the contact page (§2, §3). */
export function ContactForm(destination: FormDestination<Contact, ContactInput>) {
  const { form, onSubmit, outcome, acknowledge } = useContactForm(destination);
  const hydrated = useHydrated();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Formulaire de contact"
        className="grid gap-5 sm:grid-cols-2"
      >
        <HydratedFields>
          <Field label="Prénom" error={errors.firstName?.message}>
            <Input {...register("firstName")} autoComplete="given-name" />
          </Field>
          <Field label="Nom" error={errors.lastName?.message}>
            <Input {...register("lastName")} autoComplete="family-name" />
          </Field>
          <Field label="Email" required error={errors.email?.message}>
            <Input {...register("email")} type="email" autoComplete="email" inputMode="email" />
          </Field>
          <Field label="Téléphone" error={errors.phone?.message}>
            <Input {...register("phone")} type="tel" autoComplete="tel" />
          </Field>
          <Field label="Institution" error={errors.institution?.message} className="sm:col-span-2">
            <Input {...register("institution")} autoComplete="organization" />
          </Field>
          <Field label="Sujet" error={errors.subject?.message} className="sm:col-span-2">
            <Input {...register("subject")} />
          </Field>
          <Field label="Message" required error={errors.message?.message} className="sm:col-span-2">
            <Textarea {...register("message")} rows={6} />
          </Field>
          <div className="sm:col-span-2 sm:flex sm:justify-end">
            <Button
              type="submit"
              loading={isSubmitting}
              disabled={!hydrated}
              className="w-full sm:w-auto"
            >
              {isSubmitting
                ? contactTexts.submitting
                : (destination.submitLabel ?? contactTexts.submit)}
            </Button>
          </div>
        </HydratedFields>
      </form>
      <ResultDialog outcome={outcome} onAcknowledge={acknowledge} />
    </>
  );
}
