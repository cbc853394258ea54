import type { z } from "zod";

/** Laravel-style field errors: `{ "authors.0.email": ["Email de l'auteur invalide"] }`. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}
