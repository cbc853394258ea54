import type { CreatedWithReference } from "@congres/shared";
import { useState } from "react";
import type { DefaultValues, FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import type { FormOutcome } from "../components/ui/result-dialog.tsx";
import { useLocale } from "../i18n/locale-context.tsx";
import { localeFromPath, localizedPath } from "../i18n/paths.ts";
import { m } from "../paraglide/messages.js";
import type { ApiResponse, FieldErrors } from "./api-client.ts";

/** How a public form's write went, once a 422 naming fields has been put back on them. */
export type SendResult<T> =
  | { kind: "success"; data: T }
  | { kind: "field-errors"; messages: string[] }
  | { kind: "http-error"; status: number; message: string | undefined }
  /** 429: too many writes from this connection; the server's French message says when to retry. */
  | { kind: "rate-limited"; message: string }
  | { kind: "network-error" };

/**
 * Puts the messages of a 422 answer (`{ "authors.0.email": [...] }`) back on their fields and
 * focuses the first one. Returns false when the answer named no field.
 */
function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: FieldErrors | undefined,
): boolean {
  const entries = Object.entries(errors ?? {}).filter(([, list]) => list.length > 0);
  entries.forEach(([name, list], index) => {
    // The server validates with the same schema, so its keys are this form's field paths.
    setError(
      name as FieldPath<T>,
      { type: "server", message: list.join(" ") },
      { shouldFocus: index === 0 },
    );
  });
  return entries.length > 0;
}

/** Sends a form's write and classifies the answer the way every public form reacts to it. */
export async function sendForm<T extends FieldValues, Answer>(
  write: () => Promise<ApiResponse<Answer>>,
  setError: UseFormSetError<T>,
): Promise<SendResult<Answer>> {
  let response: ApiResponse<Answer>;
  try {
    response = await write();
  } catch {
    return { kind: "network-error" };
  }
  if (response.ok) return { kind: "success", data: response.data };
  if (response.status === 422 && applyServerFieldErrors(setError, response.errors)) {
    return {
      kind: "field-errors",
      messages: [...new Set(Object.values(response.errors ?? {}).flat())],
    };
  }
  if (response.status === 429 && response.message) {
    return { kind: "rate-limited", message: response.message };
  }
  return { kind: "http-error", status: response.status, message: response.message };
}

/**
 * Where a form sends, and what follows a success: the public page by default; staff's late entry
 * in the admin sends to its own endpoint and opens the new row; a staff correction starts from
 * the stored values and sends them back (decision 0024).
 */
export type FormDestination<T, Input extends FieldValues = FieldValues> = {
  send?: (data: T) => Promise<ApiResponse<CreatedWithReference>>;
  /** Called instead of the success dialog, with what was sent (a group order keeps it). */
  onCreated?: (created: CreatedWithReference, sent?: T) => void;
  submitLabel?: string;
  /** The values the form starts from (a correction: the row as stored). */
  defaultValues?: DefaultValues<Input>;
  /** Staff correcting a row do not tick the person's own consents again: they are kept. */
  hideConsents?: boolean;
};

/**
 * The answers that say why in French: a closed form (403), a correction saved by someone else in
 * the meantime (409). Other failures keep their wording.
 */
export const closedFormMessage = (result: SendResult<unknown>) =>
  result.kind === "http-error" && (result.status === 403 || result.status === 409)
    ? result.message
    : undefined;

/**
 * The result dialog's state. Success leaves the form for the home page (§4), a page load as
 * every public link is (the forms are islands without a router, decision 0015); an error keeps
 * what was typed for another try (decision 0008).
 */
export function useResultDialog() {
  const locale = useLocale();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const acknowledge = (seen: FormOutcome) => {
    setOutcome(null);
    // OK leads to the home page in the page's language.
    if (seen.kind === "success") {
      window.location.assign(localizedPath("/", localeFromPath(window.location.pathname)));
    }
  };
  /** A failure, under the forms' one error title in the page's language. */
  const showError = (text: string) =>
    setOutcome({ kind: "error", title: m.form_error_title({}, { locale }), text });
  return { outcome, show: setOutcome, showError, acknowledge };
}
