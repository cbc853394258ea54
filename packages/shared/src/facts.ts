/**
 * The zod-free half of the package: edition facts, fees, choice lists, references, messages and
 * the admin API's types. Public pages without a form import `@congres/shared/facts`, so no schema
 * code reaches them (decision 0015); the root entry adds the form schemas.
 */
export * from "./abstract-words.ts";
export * from "./account-links.ts";
export * from "./admin-api.ts";
export * from "./audit.ts";
export * from "./audit-access.ts";
export * from "./bank-import.ts";
export * from "./bank-transfer.ts";
export * from "./characters.ts";
export * from "./choice-labels.ts";
export * from "./choices.ts";
export * from "./dashboard-stats.ts";
export * from "./edition.ts";
export * from "./edition-wording.ts";
export * from "./fees.ts";
export * from "./form-columns.ts";
export * from "./initials.ts";
export * from "./invoice-facts.ts";
export * from "./locales.ts";
export * from "./mail.ts";
export * from "./mailing.ts";
export * from "./messages.ts";
export * from "./money.ts";
export * from "./placeholders.ts";
export * from "./reference.ts";
export * from "./review.ts";
export * from "./space.ts";
export * from "./staff-roles.ts";
export * from "./submission-files.ts";
export * from "./submission-limits.ts";
export * from "./time-zone.ts";
export * from "./visa-letters.ts";
