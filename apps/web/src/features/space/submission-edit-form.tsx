import type { Submission, SubmissionInput } from "@congres/shared";
import { useEffect, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { AuthorsFieldset } from "../submission/authors-fieldset.tsx";
import { countryCodeOf, platformFrenchName } from "./correction-values.ts";
import { editSubmission, loadSubmissionForm, type SubmissionPartProps } from "./space-api.ts";
import { SpaceFormFooter } from "./space-form-footer.tsx";
import { useSpaceWrite } from "./use-space-write.ts";

/** The stored body as the form holds it: each author's country as its code in the list. */
function formValues(form: Omit<SubmissionInput, "acceptsTerms" | "acceptsReview">) {
  const frenchNames = platformFrenchName();
  return {
    ...form,
    acceptsTerms: true,
    acceptsReview: true,
    authors: form.authors.map((author) => ({
      ...author,
      country: author.country ? countryCodeOf(author.country, frenchNames) : "",
    })),
  } as SubmissionInput;
}

type Loaded = { kind: "loading" } | { kind: "refused"; message: string } | { kind: "ready" };

/**
 * « Modifier le résumé » (issue #39 items 1 and 2): the stored body, of which she edits the title,
 * the abstract, the keywords and the authors (added, removed, reordered, who presents, their
 * countries); the whole body is sent and checked by the server with the form's own rules,
 * answered field by field in her language.
 */
export function SubmissionEditForm({ submission, onChanged }: SubmissionPartProps) {
  const locale = useLocale();
  const form = useForm<SubmissionInput, unknown, Submission>();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [saved, setSaved] = useState(false);
  const write = useSpaceWrite();
  const { reset } = form;

  useEffect(() => {
    let current = true;
    void loadSubmissionForm(submission.id).then((answer) => {
      if (!current) return;
      if (!answer.ok) {
        setLoaded({ kind: "refused", message: answer.message ?? m.space_failed({}, { locale }) });
      } else if (!answer.data.editable) {
        setLoaded({ kind: "refused", message: answer.data.refusal ?? "" });
      } else {
        reset(formValues(answer.data.form));
        setLoaded({ kind: "ready" });
      }
    });
    return () => {
      current = false;
    };
  }, [submission.id, reset, locale]);

  const save = form.handleSubmit(async () => {
    setSaved(false);
    form.clearErrors();
    // The browser does not check here: the server's answer places each message by its field.
    await write.send(
      () => editSubmission(submission.id, form.getValues()),
      async () => {
        setSaved(true);
        await onChanged();
      },
    );
  });

  useEffect(() => {
    for (const [path, messages] of Object.entries(write.errors)) {
      const field = (path === "authors" ? "authors.root" : path) as FieldPath<SubmissionInput>;
      form.setError(field, { message: messages.join(" ") });
    }
  }, [write.errors, form]);

  if (loaded.kind === "loading") {
    return (
      <p role="status" className="text-sm text-muted">
        {m.space_submission_loading({}, { locale })}
      </p>
    );
  }
  if (loaded.kind === "refused") {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {loaded.message}
      </p>
    );
  }
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      aria-label={m.space_submission_edit({}, { locale })}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{m.space_submission_edit_intro({}, { locale })}</p>
      <Field label={m.submission_title({}, { locale })} required error={errors.title?.message}>
        <Input {...form.register("title")} dir="auto" />
      </Field>
      <Field
        label={m.submission_abstract({}, { locale })}
        required
        error={errors.abstract?.message}
      >
        <Textarea {...form.register("abstract")} rows={8} dir="auto" />
      </Field>
      <Field label={m.submission_keywords({}, { locale })} error={errors.keywords?.message}>
        <Input {...form.register("keywords")} dir="auto" />
      </Field>
      <AuthorsFieldset form={form} withCountry />
      <SpaceFormFooter
        busy={write.busy}
        submit={m.space_submission_save({}, { locale })}
        saved={saved ? m.space_submission_saved({}, { locale }) : undefined}
        failure={write.failure}
      />
    </form>
  );
}
