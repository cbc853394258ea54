import { type DecisionMailTexts, decisionLetter } from "./submission-decision.ts";

const letter = decisionLetter({
  greeting: "Dear {prenom} {nom},",
  copied: "The other authors are copied on this message.",
  signature: "Kind regards,\nThe Scientific Committee of the {congres}",
});

/**
 * The decision e-mails in English (issue #11): the French templates' placeholders, each once,
 * `{message}` alone on its line (submission-decision-texts.test.ts checks both).
 */
export const DECISION_MAIL_TEXTS_EN: DecisionMailTexts = {
  acceptee_orale: {
    heading: "Abstract accepted for oral presentation",
    subject: "{congres} – Your abstract {reference} has been accepted for oral presentation",
    body: letter(
      "We are pleased to inform you that the Scientific Committee has accepted your abstract “{titre}” ({reference}) for oral presentation.",
      "You will shortly receive the time of your presentation and the guidelines for speakers.",
    ),
  },
  acceptee_poster: {
    heading: "Abstract accepted for poster presentation",
    subject: "{congres} – Your abstract {reference} has been accepted for poster presentation",
    body: letter(
      "We are pleased to inform you that the Scientific Committee has accepted your abstract “{titre}” ({reference}) for poster presentation.",
      "You will shortly receive the poster format and the time of the poster session.",
    ),
  },
  a_reviser: {
    heading: "Revision requested",
    subject: "{congres} – Your abstract {reference}: revision requested",
    body: letter(
      "The Scientific Committee has reviewed your abstract “{titre}” ({reference}) and asks you to revise it before reaching a decision.",
      "Please send us the revised version by replying to this message.",
    ),
  },
  refusee: {
    heading: "Decision of the Scientific Committee",
    subject: "{congres} – Decision on your abstract {reference}",
    body: letter(
      "Thank you for submitting your abstract “{titre}” ({reference}). After careful review, we regret to inform you that the Scientific Committee was unable to accept it.",
      "We hope to welcome you among the participants at the congress.",
    ),
  },
};
