import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "./api-client.ts";

/**
 * Puts the messages of a 422 answer (`{ "authors.0.email": [...] }`) back on their fields and
 * focuses the first one. Returns false when the answer named no field, so the caller can fall
 * back to its error dialog.
 */
export function applyServerFieldErrors<T extends FieldValues>(
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
