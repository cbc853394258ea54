import { edition, type ReviewerLanguage } from "@congres/shared";

/** The review deadline in Casablanca's time, in the workspace's language. */
export const formatDeadline = (iso: string, language: ReviewerLanguage) =>
  new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    timeZone: edition.timeZone,
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));
