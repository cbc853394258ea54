/**
 * The registration form's schema factory alone, for /inscription to load at its form's first
 * focus: the page then carries no other form's schema (its 90 KB budget, decision 0075).
 */
export { makeRegistrationSchema } from "./registration-form-schema.ts";
