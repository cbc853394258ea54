import type {
  AuthorInput,
  CreatedWithReference,
  Submission,
  SubmissionInput,
  ValidationMessages,
} from "@congres/shared";
import { sentCountry } from "@congres/shared/facts";
import { useState } from "react";
import type { DefaultValues, FieldErrors } from "react-hook-form";
import { toast } from "../../components/ui/toast-store.ts";
import { validationCatalogue } from "../../i18n/catalogue/all.ts";
import { apiWrite } from "../../lib/api-client.ts";
import { closedFormMessage, type FormDestination } from "../../lib/form-sending.ts";
import { formSchemaResolver } from "../../lib/lazy-resolver.ts";
import { usePublicForm } from "../../lib/use-public-form.ts";
import { m } from "../../paraglide/messages.js";

export const blankAuthor = (isPresenting: boolean): AuthorInput => ({
  firstName: "",
  lastName: "",
  email: "",
  affiliation: "",
  isPresenting,
});

const emptySubmission: DefaultValues<SubmissionInput> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  institution: "",
  department: "",
  title: "",
  abstract: "",
  keywords: "",
  hasConflictOfInterest: false,
  conflictDescription: "",
  authors: [blankAuthor(true)],
};

export const postSubmission = (submission: Submission) =>
  apiWrite<CreatedWithReference>("POST", "/api/submission", submission);

const toastMessages = (catalogue: ValidationMessages): string[] => [
  catalogue.submission.acceptance,
  catalogue.submission.abstractTooLong,
];

/** Every message of a failed validation, once each and in form order (authors included). */
function messagesOf(errors: FieldErrors<SubmissionInput>): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if ("message" in node && typeof node.message === "string" && node.message) {
      found.add(node.message);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== "ref" && key !== "message") visit(child);
    }
  };
  visit(errors);
  return [...found];
}

/**
 * The browser checks, in the page's language. The country is sent as its ISO code, which the
 * server stores by its French name (decision 0036).
 */
const submissionChecks = (catalogue: ValidationMessages) =>
  formSchemaResolver((schemas) => schemas.makeSubmissionSchema(catalogue, sentCountry));

/**
 * The submission form. `locked` turns on when sending starts and turns off only when the server
 * refuses or cannot be reached (§4): a success never offers a second, duplicate submission.
 */
export function useSubmissionForm(destination: FormDestination<Submission, SubmissionInput> = {}) {
  const post = destination.send ?? postSubmission;
  const { form, locale, send, showCreated, showError, ...dialog } = usePublicForm<
    SubmissionInput,
    Submission
  >(submissionChecks, destination.defaultValues ?? emptySubmission);
  const [locked, setLocked] = useState(false);

  // The two messages of §5 are named in full; the others are already shown by their fields,
  // and a toast listing ten of them would cover the form on a phone.
  const showValidationToast = (found: string[]) => {
    const catalogue = validationCatalogue(locale);
    const named = found.filter((message) => toastMessages(catalogue).includes(message));
    const others = found.length > named.length ? [catalogue.common.formInvalid] : [];
    toast({
      title: m.form_error_title({}, { locale }),
      description: [...named, ...others].join("\n"),
      variant: "destructive",
    });
  };

  const onSubmit = form.handleSubmit(
    async (submission) => {
      setLocked(true);
      const result = await send(() => post(submission));
      if (result.kind === "success" && destination.onCreated) {
        destination.onCreated(result.data);
        return;
      }
      if (result.kind === "success") {
        const texts = {
          title: m.submission_success_title({}, { locale }),
          text: m.submission_success_text({}, { locale }),
          reference: m.submission_success_reference({}, { locale }),
          sentTo: m.submission_success_sent_to({}, { locale }),
        };
        showCreated(texts, result.data, submission.email);
        return;
      }
      setLocked(false);
      if (result.kind === "field-errors") showValidationToast(result.messages);
      else if (result.kind === "rate-limited") showError(result.message);
      else showError(closedFormMessage(result) ?? m.submission_failure({}, { locale }));
    },
    (errors) => showValidationToast(messagesOf(errors)),
  );

  return { form, onSubmit, ...dialog, locked };
}
