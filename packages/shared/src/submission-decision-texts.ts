import type { Locale } from "./locales.ts";
import { DECISION_MAIL_TEXTS, type DecisionMailTexts } from "./submission-decision.ts";
import { DECISION_MAIL_TEXTS_AR } from "./submission-decision-ar.ts";
import { DECISION_MAIL_TEXTS_EN } from "./submission-decision-en.ts";

const BY_LOCALE: Record<Locale, DecisionMailTexts> = {
  fr: DECISION_MAIL_TEXTS,
  en: DECISION_MAIL_TEXTS_EN,
  ar: DECISION_MAIL_TEXTS_AR,
};

/**
 * The decision e-mails' templates in the submitter's language (stored with the submission,
 * decision 0027). Only the server's decision drafts read them: the public pages never import
 * this, so no page ships another language's letters.
 */
export const decisionMailTextsIn = (locale: Locale): DecisionMailTexts => BY_LOCALE[locale];
