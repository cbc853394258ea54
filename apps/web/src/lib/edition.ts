import { resolveEdition, resolveEditionFacts } from "@congres/shared/facts";

/**
 * The edition's facts, without wording, with the CONGRESS_* overrides given at build time: what
 * the islands read; their wording comes from i18n/edition-texts.ts, one language per bundle
 * (decision 0029).
 */
export const editionFacts = resolveEditionFacts(import.meta.env);

/**
 * The same with the French wording, for the prerendered pages and the admin. A pure call: an
 * island bundle that does not read it drops it, and the French wording with it.
 */
export const edition = /* @__PURE__ */ resolveEdition(import.meta.env);
