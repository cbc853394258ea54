import { useState } from "react";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { type AdminWriteOutcome, useSignedOut } from "./admin-api.ts";
import { toastError } from "./toast-error.ts";

/**
 * The answer to a confirmed admin action: on success `onDone`; a lost session goes to /admin;
 * a refusal is shown in a toast with the server's French message (or its first field error,
 * or `fallback`). Answers whether the confirmation may close.
 */
export function useActionOutcome() {
  const signedOut = useSignedOut();
  return <T>(
    outcome: AdminWriteOutcome<T>,
    onDone: (data: T) => void,
    fallback = "Action refusée",
  ) => {
    if (outcome.ok) {
      onDone(outcome.data);
      return true;
    }
    if (signedOut(outcome.status)) return true;
    toastError(outcome.message ?? Object.values(outcome.errors)[0]?.[0] ?? fallback);
    return false;
  };
}

/**
 * The answer to a form's save: on success `onSaved` (the errors cleared); a lost session goes
 * to /admin; a refusal puts the server's French errors beside their fields and its message in a
 * toast (or `refusal`, when the form words its refusals itself).
 */
function useFormOutcome() {
  const signedOut = useSignedOut();
  return <T>(
    outcome: AdminWriteOutcome<T>,
    setErrors: (errors: FieldErrors) => void,
    onSaved: (data: T) => void,
    refusal?: string,
  ) => {
    if (outcome.ok) {
      setErrors({});
      onSaved(outcome.data);
      return;
    }
    if (signedOut(outcome.status)) return;
    setErrors(outcome.errors);
    toastError(refusal ?? outcome.message ?? "Enregistrement impossible");
  };
}

/**
 * A form's save: busy while its write is under way, then settled as useFormOutcome does — the
 * server's errors beside their fields, or `onSaved`; `refusal` is the toast's text in place of
 * the server's message.
 */
export function useFormSave() {
  const settle = useFormOutcome();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const save = async <T>(
    write: () => Promise<AdminWriteOutcome<T>>,
    onSaved: (data: T) => void,
    refusal?: string,
  ) => {
    setBusy(true);
    const outcome = await write();
    setBusy(false);
    settle(outcome, setErrors, onSaved, refusal);
  };
  return { busy, errors, setErrors, save };
}
