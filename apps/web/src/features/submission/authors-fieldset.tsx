import { MAX_AUTHORS, type Submission, type SubmissionInput } from "@congres/shared";
import { Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { blankAuthor } from "./submission-api.ts";

/** The authors (§4): at least one always remains, the first starts as presenting. */
export function AuthorsFieldset({
  form,
}: {
  form: UseFormReturn<SubmissionInput, unknown, Submission>;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "authors" });
  const addButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold text-brand-800">Auteurs</legend>
      <p className="text-sm text-muted">
        Dans l'ordre de publication. Cochez «&nbsp;Présente le travail&nbsp;» pour la ou les
        personnes qui présenteront la communication ou le poster.
      </p>
      {fields.map((field, index) => {
        const authorErrors = errors.authors?.[index];
        const number = index + 1;
        return (
          <fieldset
            key={field.id}
            className="grid gap-4 rounded-lg border border-gray-200 bg-gray-50/60 p-4 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold text-ink">Auteur {number}</legend>
            <Field label="Prénom" required error={authorErrors?.firstName?.message}>
              <Input {...register(`authors.${index}.firstName`)} />
            </Field>
            <Field label="Nom" required error={authorErrors?.lastName?.message}>
              <Input {...register(`authors.${index}.lastName`)} />
            </Field>
            <Field label="Email" error={authorErrors?.email?.message}>
              <Input {...register(`authors.${index}.email`)} type="email" inputMode="email" />
            </Field>
            <Field label="Affiliation" error={authorErrors?.affiliation?.message}>
              <Input {...register(`authors.${index}.affiliation`)} />
            </Field>
            <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
              <Checkbox
                {...register(`authors.${index}.isPresenting`)}
                label="Présente le travail"
              />
              {fields.length > 1 && (
                <Button
                  variant="ghost"
                  className="text-danger"
                  aria-label={`Retirer l'auteur ${number}`}
                  onClick={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Retirer
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      {errors.authors?.message && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.authors.message}
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
        Ajouter un auteur
      </Button>
    </fieldset>
  );
}
