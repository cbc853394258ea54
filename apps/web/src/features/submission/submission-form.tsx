import type { Submission, SubmissionInput } from "@congres/shared";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { CountryField } from "../../components/forms/country-field.tsx";
import { PersonField, personFields } from "../../components/forms/person-fields.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Field } from "../../components/ui/field.tsx";
import { FormSection, RequiredNote } from "../../components/ui/form-section.tsx";
import { PublicForm, SubmitButton } from "../../components/ui/hydrated-fields.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ResultDialog } from "../../components/ui/result-dialog.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { categoryOptions, submissionTypeOptions } from "../../i18n/choice-labels.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { RenderStep } from "../../islands/render-steps.tsx";
import type { FormDestination } from "../../lib/form-sending.ts";
import { m } from "../../paraglide/messages.js";
import { AbstractField } from "./abstract-field.tsx";
import { AuthorsFieldset } from "./authors-fieldset.tsx";
import { useSubmissionForm } from "./submission-api.ts";

type SubmissionForm = UseFormReturn<SubmissionInput, unknown, Submission>;

function ConflictOfInterest({ form }: { form: SubmissionForm }) {
  const declared = useWatch({ control: form.control, name: "hasConflictOfInterest" });
  const locale = useLocale();
  return (
    <FormSection legend={m.submission_conflict({}, { locale })}>
      <Checkbox
        {...form.register("hasConflictOfInterest")}
        label={m.submission_conflict_declare({}, { locale })}
        hint={declared ? undefined : m.submission_conflict_hint({}, { locale })}
        className="sm:col-span-2"
      />
      {declared && (
        <Field
          label={m.submission_conflict_description({}, { locale })}
          required
          error={form.formState.errors.conflictDescription?.message}
          className="sm:col-span-2"
        >
          <Textarea {...form.register("conflictDescription")} rows={3} />
        </Field>
      )}
    </FormSection>
  );
}

/** The scientific submission form of §3 with the rules of §4 and §5. */
export function SubmissionForm(destination: FormDestination<Submission, SubmissionInput>) {
  const { form, onSubmit, preloadChecks, outcome, acknowledge, locked } =
    useSubmissionForm(destination);
  const locale = useLocale();
  const {
    register,
    formState: { errors },
  } = form;
  const person = personFields({ register, errors, locale });
  const [acceptsTerms, acceptsReview] = useWatch({
    control: form.control,
    name: ["acceptsTerms", "acceptsReview"],
  });
  const bothAccepted = acceptsTerms === true && acceptsReview === true;

  return (
    <>
      <PublicForm
        label={m.submission_form_label({}, { locale })}
        className="flex flex-col gap-8"
        onSubmit={onSubmit}
        preloadChecks={preloadChecks}
      >
        <RequiredNote />
        <FormSection legend={m.submission_corresponding({}, { locale })} step={1}>
          <PersonField {...person("firstName")} required />
          <PersonField {...person("lastName")} required />
          <PersonField {...person("email")} required />
          <PersonField {...person("phone")} />
          <PersonField {...person("institution")} required />
          <Field label={m.submission_department({}, { locale })} error={errors.department?.message}>
            <Input {...register("department")} />
          </Field>
          <CountryField {...person("country")} />
        </FormSection>

        <FormSection legend={m.submission_work({}, { locale })} step={2}>
          <Field
            label={m.submission_type({}, { locale })}
            required
            error={errors.submissionType?.message}
          >
            <Select
              {...register("submissionType")}
              options={submissionTypeOptions(locale)}
              placeholder={m.submission_type_placeholder({}, { locale })}
            />
          </Field>
          <Field
            label={m.submission_category({}, { locale })}
            required
            error={errors.category?.message}
          >
            <Select
              {...register("category")}
              options={categoryOptions(locale)}
              placeholder={m.submission_category_placeholder({}, { locale })}
            />
          </Field>
          <Field
            label={m.submission_title({}, { locale })}
            required
            error={errors.title?.message}
            className="sm:col-span-2"
          >
            <Input {...register("title")} />
          </Field>
          <AbstractField form={form} />
          <Field
            label={m.submission_keywords({}, { locale })}
            hint={m.submission_keywords_hint({}, { locale })}
            error={errors.keywords?.message}
            className="sm:col-span-2"
          >
            <Input {...register("keywords")} />
          </Field>
        </FormSection>

        <RenderStep step={3}>
          <AuthorsFieldset form={form} />
        </RenderStep>
        <RenderStep step={4}>
          <ConflictOfInterest form={form} />
        </RenderStep>

        {!destination.hideConsents && (
          <FormSection legend={m.submission_commitments({}, { locale })} step={5}>
            <Checkbox
              {...register("acceptsTerms")}
              required
              label={m.submission_accept_terms({}, { locale })}
              error={errors.acceptsTerms?.message}
              className="sm:col-span-2"
            />
            <Checkbox
              {...register("acceptsReview")}
              required
              label={m.submission_accept_review({}, { locale })}
              error={errors.acceptsReview?.message}
              className="sm:col-span-2"
            />
          </FormSection>
        )}

        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          {!bothAccepted && (
            <p id="submission-submit-hint" className="text-sm text-muted">
              {m.submission_tick_both({}, { locale })}
            </p>
          )}
          <SubmitButton
            loading={locked}
            disabled={!bothAccepted}
            aria-describedby={bothAccepted ? undefined : "submission-submit-hint"}
          >
            {locked
              ? m.submission_submitting({}, { locale })
              : (destination.submitLabel ?? m.submission_submit({}, { locale }))}
          </SubmitButton>
        </div>
      </PublicForm>
      <ResultDialog outcome={outcome} onAcknowledge={acknowledge} />
    </>
  );
}
