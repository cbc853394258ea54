import { CHOICE_LABELS, edition, type ReviewerLanguage } from "@congres/shared";

/** The review deadline in Casablanca's time, in the workspace's language. */
export const formatDeadline = (iso: string, language: ReviewerLanguage) =>
  new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    timeZone: edition.timeZone,
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));

/** An abstract's category or type in the workspace's language (the stored value if unknown). */
export const choiceLabel = (
  language: ReviewerLanguage,
  list: "categories" | "submissionTypes",
  value: string,
) => (CHOICE_LABELS[language][list] as Record<string, string>)[value] ?? value;
