import { z } from "zod";
import { labelledList } from "./choice-values.ts";
import { choice, LIMITS, longText, optionalLongText, text } from "./fields.ts";

/**
 * The scientific committee's decision on a submission (issue #10, item 1), and the texts of the
 * decision e-mails (item 2). The texts are here, in one place, so that the i18n work finds them
 * and every edition reviews them in one file (decision 0022).
 */

export const SUBMISSION_STATUSES = /* @__PURE__ */ labelledList({
  soumise: "Soumise",
  en_evaluation: "En évaluation",
  acceptee_orale: "Acceptée (orale)",
  acceptee_poster: "Acceptée (poster)",
  a_reviser: "À réviser",
  refusee: "Refusée",
});

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]["value"];

/** The statuses the author is told about by mail; the others are the committee's own stages. */
export const DECIDED_STATUSES = [
  "acceptee_orale",
  "acceptee_poster",
  "a_reviser",
  "refusee",
] as const satisfies readonly SubmissionStatus[];
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];

export const isDecided = (status: string): status is DecidedStatus =>
  (DECIDED_STATUSES as readonly string[]).includes(status);

/** The accepted statuses: the abstracts of the book of abstracts. */
export const ACCEPTED_STATUSES = [
  "acceptee_orale",
  "acceptee_poster",
] as const satisfies readonly SubmissionStatus[];

export const COMMITTEE_NOTE_MAX = 5000;
export const AUTHOR_MESSAGE_MAX = 5000;
/** At most this many submissions in one bulk decision (a page of the list is at most 100). */
export const BULK_DECISION_MAX = 100;

const decisionMessages = {
  status: "Veuillez choisir une décision valide",
  ids: "Veuillez sélectionner au moins une soumission",
  tooMany: `Au plus ${BULK_DECISION_MAX} soumissions à la fois`,
  id: "Identifiant de soumission invalide",
  subject: "Veuillez saisir l'objet de l'e-mail",
  body: "Veuillez saisir le texte de l'e-mail",
  mailIds: "Identifiant d'e-mail invalide",
} as const;

const statusChoice = choice(
  SUBMISSION_STATUSES.map((status) => status.value) as [SubmissionStatus, ...SubmissionStatus[]],
  decisionMessages.status,
);

/** `PUT /api/admin/submissions/{id}/decision`: the status, the internal note, the author's message. */
export const submissionDecisionSchema = z.object({
  status: statusChoice,
  committeeNote: optionalLongText(COMMITTEE_NOTE_MAX),
  authorMessage: optionalLongText(AUTHOR_MESSAGE_MAX),
  /** Put the submitted reviews' comments to the authors into the draft (never the reviewers' names). */
  includeReviewComments: z
    .boolean({ error: "Indiquez si les commentaires des relecteurs sont joints" })
    .optional(),
});
export type SubmissionDecision = z.infer<typeof submissionDecisionSchema>;

const positiveId = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message });

/** `POST /api/admin/submissions/decisions`: one status for the selected submissions. */
export const bulkDecisionSchema = z.object({
  ids: z
    .array(positiveId(decisionMessages.id), { error: decisionMessages.ids })
    .min(1, { error: decisionMessages.ids })
    .max(BULK_DECISION_MAX, { error: decisionMessages.tooMany }),
  status: statusChoice,
  includeReviewComments: z
    .boolean({ error: "Indiquez si les commentaires des relecteurs sont joints" })
    .optional(),
});

/** `PUT /api/admin/decision-mails/{id}`: staff's edit of a draft before it is sent. */
export const decisionMailEditSchema = z.object({
  subject: text(decisionMessages.subject, 1, LIMITS.shortText),
  body: longText(decisionMessages.body, 1, LIMITS.longText * 2),
});

/** `POST /api/admin/decision-mails/send`: the drafts to send, or every draft when absent. */
export const decisionMailSendSchema = z.object({
  ids: z.array(positiveId(decisionMessages.mailIds)).max(10_000).optional(),
});

/**
 * One template per decision, in each language (submission-decision-texts.ts): `{prenom}`,
 * `{nom}`, `{titre}`, `{reference}`, `{congres}` and `{message}` (the committee's message to the
 * author; its line disappears when there is none) are replaced when the draft is written. Staff
 * may still edit each draft before it leaves.
 */
export type DecisionMailText = { heading: string; subject: string; body: string };
export type DecisionMailTexts = Record<DecidedStatus, DecisionMailText>;

/**
 * A decision letter, laid out alike in every language: the greeting, what was decided, the
 * committee's message, what comes next and that the other authors are copied, the signature.
 */
export const decisionLetter =
  (words: { greeting: string; copied: string; signature: string }) =>
  (decided: string, next: string) =>
    `${words.greeting}

${decided}

{message}

${next} ${words.copied}

${words.signature}`;

const letter = decisionLetter({
  greeting: "Bonjour {prenom} {nom},",
  copied: "Les autres auteurs reçoivent ce message en copie.",
  signature: "Bien cordialement,\nLe comité scientifique du {congres}",
});

/** The French texts, the default; English and Arabic in submission-decision-en.ts / -ar.ts. */
export const DECISION_MAIL_TEXTS: DecisionMailTexts = {
  acceptee_orale: {
    heading: "Résumé accepté en communication orale",
    subject: "{congres} – Votre résumé {reference} est accepté en communication orale",
    body: letter(
      "Nous avons le plaisir de vous annoncer que le comité scientifique a accepté votre résumé « {titre} » ({reference}) pour une communication orale.",
      "Vous recevrez prochainement l'horaire de votre intervention et les consignes pour la présentation.",
    ),
  },
  acceptee_poster: {
    heading: "Résumé accepté en poster",
    subject: "{congres} – Votre résumé {reference} est accepté en poster",
    body: letter(
      "Nous avons le plaisir de vous annoncer que le comité scientifique a accepté votre résumé « {titre} » ({reference}) pour une présentation sous forme de poster.",
      "Vous recevrez prochainement le format du poster et le moment de sa présentation.",
    ),
  },
  a_reviser: {
    heading: "Révision demandée",
    subject: "{congres} – Votre résumé {reference} : révision demandée",
    body: letter(
      "Le comité scientifique a examiné votre résumé « {titre} » ({reference}) et vous demande de le réviser avant de se prononcer.",
      "Merci de nous adresser la version révisée en répondant à ce message.",
    ),
  },
  refusee: {
    heading: "Décision du comité scientifique",
    subject: "{congres} – Décision concernant votre résumé {reference}",
    body: letter(
      "Nous vous remercions d'avoir soumis votre résumé « {titre} » ({reference}). Après examen, le comité scientifique n'a malheureusement pas pu le retenir.",
      "Nous espérons vous accueillir parmi les participants du congrès.",
    ),
  },
};

export type DecisionPlaceholders = {
  prenom: string;
  nom: string;
  titre: string;
  reference: string;
  congres: string;
  message: string;
};

/**
 * A template with its placeholders replaced. A `{message}` left empty takes its paragraph with
 * it, so that the mail has no blank gap; unknown braces are left as they are.
 */
export function fillDecisionText(template: string, values: DecisionPlaceholders): string {
  const withoutEmptyMessage =
    values.message.trim() === "" ? template.replace(/\n*\{message\}\n*/g, "\n\n") : template;
  return withoutEmptyMessage.replace(
    /\{(prenom|nom|titre|reference|congres|message)\}/g,
    (_, key) => values[key as keyof DecisionPlaceholders].trim(),
  );
}
