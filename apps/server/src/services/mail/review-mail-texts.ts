import type { ReviewerLanguage } from "@congres/shared";

/**
 * The reviewers' mails (decision 0046), in the language of their account: new abstracts to
 * review, and the reminder three days before the deadline.
 */
export const REVIEW_MAIL_TEXTS = {
  fr: {
    assignment: {
      subject: (shortName: string, count: number) =>
        `${shortName} : ${count === 1 ? "un résumé à relire" : `${count} résumés à relire`}`,
      heading: "Des résumés vous attendent",
      intro: (count: number) =>
        count === 1
          ? "Un nouveau résumé vous a été attribué par le comité scientifique."
          : `${count} nouveaux résumés vous ont été attribués par le comité scientifique.`,
    },
    reminder: {
      subject: (shortName: string) => `${shortName} : rappel, relectures à terminer`,
      heading: "Rappel : la date limite approche",
      intro: (count: number) =>
        count === 1
          ? "Il vous reste une relecture à envoyer."
          : `Il vous reste ${count} relectures à envoyer.`,
    },
    deadline: (when: string) => `Date limite : ${when} (heure de Casablanca).`,
    action: "Ouvrir l'espace relecteur",
    greeting: (name: string) => `Bonjour ${name},`,
  },
  en: {
    assignment: {
      subject: (shortName: string, count: number) =>
        `${shortName}: ${count === 1 ? "an abstract to review" : `${count} abstracts to review`}`,
      heading: "Abstracts are waiting for you",
      intro: (count: number) =>
        count === 1
          ? "The scientific committee has assigned you a new abstract."
          : `The scientific committee has assigned you ${count} new abstracts.`,
    },
    reminder: {
      subject: (shortName: string) => `${shortName}: reminder, reviews to finish`,
      heading: "Reminder: the deadline is near",
      intro: (count: number) =>
        count === 1
          ? "You have one review left to submit."
          : `You have ${count} reviews left to submit.`,
    },
    deadline: (when: string) => `Deadline: ${when} (Casablanca time).`,
    action: "Open the reviewer workspace",
    greeting: (name: string) => `Dear ${name},`,
  },
} as const satisfies Record<ReviewerLanguage, unknown>;
