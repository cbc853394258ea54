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

/**
 * The reviewers' comments to the authors in a decision e-mail (issue #23 §4): a heading, then
 * each comment under a number — never a reviewer's name.
 */
export const REVIEWER_COMMENTS_TEXTS: Record<
  Locale,
  { heading: string; reviewer: (n: number) => string }
> = {
  fr: { heading: "Commentaires des relecteurs :", reviewer: (n) => `Relecteur ${n} :` },
  en: { heading: "Reviewers' comments:", reviewer: (n) => `Reviewer ${n}:` },
  ar: { heading: "تعليقات المحكّمين:", reviewer: (n) => `المحكّم ${n}:` },
};

/** The comments as one block of the e-mail's `{message}`. */
export function reviewerCommentsBlock(locale: Locale, comments: readonly string[]): string {
  if (comments.length === 0) return "";
  const t = REVIEWER_COMMENTS_TEXTS[locale];
  return [
    t.heading,
    ...comments.map((comment, index) => `${t.reviewer(index + 1)}\n${comment}`),
  ].join("\n\n");
}
