import type { Submission, SubmissionInput } from "@congres/shared";
import { ABSTRACT_MAX_WORDS, countWordsInAbstract } from "@congres/shared/facts";
import { useId } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { RequiredMark } from "../../components/ui/field.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { cn } from "../../lib/cn.ts";
import { m } from "../../paraglide/messages.js";

/**
 * The abstract with its live `n/330` counter. The limit and the count are tied to the textarea
 * by aria-describedby (read when the field is focused) rather than announced at every key.
 */
export function AbstractField({
  form,
}: {
  form: UseFormReturn<SubmissionInput, unknown, Submission>;
}) {
  const id = useId();
  const abstract = useWatch({ control: form.control, name: "abstract" }) ?? "";
  const count = countWordsInAbstract(abstract);
  const tooLong = count > ABSTRACT_MAX_WORDS;
  const error = form.formState.errors.abstract?.message;
  const locale = useLocale();
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {m.submission_abstract({}, { locale })}
        <RequiredMark />
      </label>
      <Textarea
        id={id}
        rows={12}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...form.register("abstract")}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted">
          {m.submission_abstract_hint({ max: ABSTRACT_MAX_WORDS }, { locale })}
        </p>
        <p
          id={`${id}-count`}
          data-testid="abstract-counter"
          className={cn(
            "shrink-0 rounded px-2 py-0.5 text-sm font-semibold tabular-nums",
            tooLong ? "bg-red-50 text-danger" : "text-muted",
          )}
        >
          {count}/{ABSTRACT_MAX_WORDS}
          <span className="sr-only">
            {m.submission_words({}, { locale })}
            {tooLong ? m.submission_words_over({}, { locale }) : ""}
          </span>
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
