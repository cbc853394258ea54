import { resolveEdition } from "@congres/shared/facts";

/**
 * The edition config with its French wording and the CONGRESS_* overrides given at build time:
 * the prerendered pages and the admin. Islands read lib/edition-facts.ts instead (decision 0029).
 */
export const edition = resolveEdition(import.meta.env);
