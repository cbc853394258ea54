import { resolveEditionFacts } from "@congres/shared/facts";

/**
 * The edition's facts, without wording, with the CONGRESS_* overrides given at build time: what
 * the islands read; their wording comes from i18n/edition-texts.ts, one language per bundle
 * (decision 0029). A module apart from lib/edition.ts (the French wording), so that even the
 * French islands' chunks hold no wording of another language.
 */
export const editionFacts = resolveEditionFacts(import.meta.env);
