import type { Submission, SubmissionInput } from "@congres/shared";
import { MAX_AUTHORS } from "@congres/shared/facts";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId, useRef } from "react";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { countryOptions } from "../../i18n/choice-labels.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { blankAuthor } from "./submission-api.ts";

type SubmissionForm = UseFormReturn<SubmissionInput, unknown, Submission>;

/** What each author is asked in words, in order (the country, a choice, follows where asked). */
const AUTHOR_FIELDS = [
  { key: "firstName", label: m.registration_first_name, required: true, input: {} },
  { key: "lastName", label: m.registration_last_name, required: true, input: {} },
  {
    key: "email",
    label: m.registration_email,
    required: false,
    input: { type: "email", inputMode: "email" },
  },
  { key: "affiliation", label: m.submission_affiliation, required: false, input: {} },
] as const;

/**
 * The authors (§4): at least one always remains, the first starts as presenting. Exactly one
 * presents (decision 0013): the "Présente le travail" controls are one native radio group across
 * the authors, and removing the presenting author hands the role to the first one left.
 */
export function AuthorsFieldset({
  form,
  withCountry = false,
}: {
  form: SubmissionForm;
  /** Each author's country (optional): the space's edit form asks it (issue #39). */
  withCountry?: boolean;
}) {
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: "authors",
  });
  const authors = useWatch({ control: form.control, name: "authors" });
  const addButton = useRef<HTMLButtonElement>(null);
  const locale = useLocale();
  const id = useId();
  const {
    register,
    formState: { errors },
  } = form;
  // From the browser's own check the error is the array's root; from a 422, the array itself.
  const authorsError = errors.authors?.root?.message ?? errors.authors?.message;
  const errorId = authorsError ? `${id}-error` : undefined;
  const presenting = authors?.findIndex((author) => author?.isPresenting === true) ?? -1;

  const choosePresenting = (chosen: number) => {
    form.getValues("authors").forEach((_, index) => {
      form.setValue(`authors.${index}.isPresenting`, index === chosen, { shouldDirty: true });
    });
    if (form.formState.isSubmitted) void form.trigger("authors");
  };

  const removeAuthor = (index: number) => {
    const wasPresenting = form.getValues(`authors.${index}.isPresenting`) === true;
    remove(index);
    if (wasPresenting) form.setValue("authors.0.isPresenting", true, { shouldDirty: true });
    addButton.current?.focus();
  };

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-lg font-semibold text-brand-800">
        {m.submission_authors({}, { locale })}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {m.submission_authors_hint({}, { locale })}
      </p>
      {fields.map((field, index) => {
        const authorErrors = errors.authors?.[index];
        const number = index + 1;
        return (
          <fieldset
            key={field.id}
            className="grid gap-4 rounded-lg border border-gray-200 bg-gray-50/60 p-4 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold text-ink">
              {m.submission_author_n({ number }, { locale })}
            </legend>
            {AUTHOR_FIELDS.map(({ key, label, required, input }) => (
              <Field
                key={key}
                label={label({}, { locale })}
                required={required}
                error={authorErrors?.[key]?.message}
              >
                <Input {...register(`authors.${index}.${key}`)} {...input} />
              </Field>
            ))}
            {withCountry && (
              <Field
                label={m.space_author_country({}, { locale })}
                error={authorErrors?.country?.message}
              >
                <Select
                  {...register(`authors.${index}.country`)}
                  options={countryOptions(locale)}
                  placeholder={m.select_placeholder_country({}, { locale })}
                />
              </Field>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
              <div className="flex items-center gap-3">
                <input
                  id={`${id}-presenting-${index}`}
                  type="radio"
                  name={`${id}-presenting`}
                  checked={presenting === index}
                  onChange={() => choosePresenting(index)}
                  aria-invalid={authorsError ? true : undefined}
                  aria-describedby={errorId}
                  className="size-5 shrink-0 cursor-pointer scroll-mt-24 accent-brand-700"
                />
                <label
                  htmlFor={`${id}-presenting-${index}`}
                  className="cursor-pointer text-sm text-ink"
                >
                  {m.submission_presenting({}, { locale })}
                </label>
              </div>
              {fields.length > 1 && (
                <div className="flex flex-wrap gap-1">
                  {index > 0 && (
                    <Button
                      variant="ghost"
                      aria-label={m.submission_move_up_author({ number }, { locale })}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                      {m.submission_move_up({}, { locale })}
                    </Button>
                  )}
                  {index < fields.length - 1 && (
                    <Button
                      variant="ghost"
                      aria-label={m.submission_move_down_author({ number }, { locale })}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                      {m.submission_move_down({}, { locale })}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    className="text-danger"
                    aria-label={m.submission_remove_author({ number }, { locale })}
                    onClick={() => removeAuthor(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {m.submission_remove({}, { locale })}
                  </Button>
                </div>
              )}
            </div>
          </fieldset>
        );
      })}
      {authorsError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {authorsError}
        </p>
      )}
      <Button
        ref={addButton}
        variant="secondary"
        className="self-start"
        disabled={fields.length >= MAX_AUTHORS}
        onClick={() => append(blankAuthor(false))}
      >
        <Plus aria-hidden="true" className="size-4" />
        {m.submission_add_author({}, { locale })}
      </Button>
    </fieldset>
  );
}
