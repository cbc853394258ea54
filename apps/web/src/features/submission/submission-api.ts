import {
  type AuthorInput,
  type CreatedWithReference,
  makeSubmissionSchema,
  messages,
  type Submission,
  type SubmissionInput,
} from "@congres/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { type DefaultValues, type FieldErrors, useForm } from "react-hook-form";
import { toast } from "../../components/ui/toast-store.ts";
import { validationCatalogue } from "../../i18n/catalogue/all.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { apiWrite } from "../../lib/api-client.ts";
import {
  closedFormMessage,
  type FormDestination,
  sendForm,
  useResultDialog,
} from "../../lib/form-sending.ts";

/** Texts of §4 and §8 for the submission form. */
export const submissionTexts = {
  submit: "Soumettre mon travail",
  submitting: "Envoi...",
  success: {
    title: "Soumission envoyée !",
    text: "Votre travail scientifique a été soumis avec succès. Vous recevrez une confirmation par email.",
    reference: "Référence de votre soumission",
    sentTo: "Accusé de réception envoyé à",
  },
  failure: { title: "Erreur", text: "Une erreur est survenue lors de la soumission." },
  validationTitle: "Erreur",
} as const;

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

const TOAST_MESSAGES: string[] = [
  messages.submission.acceptance,
  messages.submission.abstractTooLong,
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
 * The submission form. `locked` turns on when sending starts and turns off only when the server
 * refuses or cannot be reached (§4): a success never offers a second, duplicate submission.
 */
export function useSubmissionForm(destination: FormDestination<Submission> = {}) {
  const send = destination.send ?? postSubmission;
  const { outcome, show, acknowledge } = useResultDialog();
  const [locked, setLocked] = useState(false);
  const locale = useLocale();
  // The browser checks speak the page's language; a page bundles only its own catalogue.
  const schema = useMemo(() => makeSubmissionSchema(validationCatalogue(locale)), [locale]);
  const form = useForm<SubmissionInput, unknown, Submission>({
    resolver: zodResolver(schema),
    defaultValues: emptySubmission,
  });

  // The two messages of §5 are named in full; the others are already shown by their fields,
  // and a toast listing ten of them would cover the form on a phone.
  const showValidationToast = (found: string[]) => {
    const named = found.filter((message) => TOAST_MESSAGES.includes(message));
    const others = found.length > named.length ? [messages.common.formInvalid] : [];
    toast({
      title: submissionTexts.validationTitle,
      description: [...named, ...others].join("\n"),
      variant: "destructive",
    });
  };

  const onSubmit = form.handleSubmit(
    async (submission) => {
      setLocked(true);
      const result = await sendForm(() => send(submission), form.setError);
      if (result.kind === "success" && destination.onCreated) {
        destination.onCreated(result.data);
        return;
      }
      if (result.kind === "success") {
        const { title, text, reference, sentTo } = submissionTexts.success;
        show({
          kind: "success",
          title,
          text,
          facts: [
            { label: reference, value: result.data.reference },
            { label: sentTo, value: submission.email },
          ],
        });
        return;
      }
      setLocked(false);
      if (result.kind === "field-errors") showValidationToast(result.messages);
      else if (result.kind === "rate-limited") {
        show({ kind: "error", title: submissionTexts.failure.title, text: result.message });
      } else {
        const text = closedFormMessage(result) ?? submissionTexts.failure.text;
        show({ kind: "error", title: submissionTexts.failure.title, text });
      }
    },
    (errors) => showValidationToast(messagesOf(errors)),
  );

  return { form, onSubmit, outcome, acknowledge, locked };
}
