/**
 * The three public forms' schema factories, for the browser to load when a form is first checked
 * (apps/web/src/lib/lazy-resolver.ts): this entry is the only way the public pages reach zod.
 */
export { makeContactSchema } from "./contact.ts";
export { makeRegistrationSchema } from "./registration.ts";
export { makeSubmissionSchema } from "./submission.ts";
