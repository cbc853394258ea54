import "./zod-setup.ts";
import { z } from "zod";
import { hasForbiddenCharacters } from "./characters.ts";
import {
  CATEGORY_VALUES,
  PARTICIPATION_TYPE_VALUES,
  SUBMISSION_TYPE_VALUES,
} from "./choice-values.ts";
import { COUNTRIES } from "./countries.ts";
import { LOCALES } from "./locales.ts";
import { PAYMENT_REMINDER_DEFAULT_DAYS } from "./mailing.ts";
import { PAYMENT_STATUSES } from "./payment.ts";
import { STAFF_ROLES } from "./staff-roles.ts";
import { SUBMISSION_STATUSES } from "./submission-decision.ts";

/**
 * `POST /api/admin/mailings` (issue #26, decision 0048): the audience, one of four kinds, and the
 * subject and body per language. French messages: only staff write mailings.
 */

export const MAILING_MESSAGES = {
  audience: "Public inconnu : inscriptions, soumissions, relecteurs ou équipe",
  paymentStatus: "Statut de paiement inconnu",
  participationType: "Type de participation inconnu",
  country: "Pays inconnu",
  language: "Langue inconnue (fr, en ou ar)",
  checkedIn: "« Passé à l'accueil » doit être vrai ou faux",
  date: "Date invalide (AAAA-MM-JJ)",
  decision: "Décision inconnue",
  submissionType: "Type de soumission inconnu",
  category: "Catégorie inconnue",
  include: "Destinataires d'une soumission : l'auteur qui a soumis et/ou les orateurs",
  pendingOnly: "« Relectures restantes seulement » doit être vrai ou faux",
  unregisteredPresenter: "« Présentateur non inscrit / non payé » doit être vrai ou faux",
  role: "Rôle inconnu",
  subjectFr: "L'objet en français est obligatoire (au plus 200 caractères)",
  subject: "L'objet ne doit pas dépasser 200 caractères",
  bodyFr: "Le texte en français est obligatoire (au plus 20 000 caractères)",
  body: "Le texte ne doit pas dépasser 20 000 caractères",
  forbidden: "Le texte contient des caractères non autorisés",
  days: "Le nombre de jours doit être un entier entre 0 et 365",
  missingFiles: "« Fichiers manquants » doit être vrai ou faux",
} as const;

const m = MAILING_MESSAGES;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as readonly [
    T[number]["value"],
    ...T[number]["value"][],
  ];

const anyOf = <V extends string>(list: readonly [V, ...V[]], message: string) =>
  z
    .array(z.enum(list, { error: message }), { error: message })
    .max(50, { error: message })
    .optional();

const day = z
  .string({ error: m.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.date })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: m.date })
  .optional();

const bool = (message: string) => z.boolean({ error: message }).optional();

export const registrationAudienceSchema = z.object({
  kind: z.literal("registrations"),
  paymentStatus: anyOf(values(PAYMENT_STATUSES), m.paymentStatus),
  participationType: anyOf(PARTICIPATION_TYPE_VALUES, m.participationType),
  country: anyOf(COUNTRIES, m.country),
  language: anyOf(LOCALES, m.language),
  checkedIn: bool(m.checkedIn),
  /** Registered on that Casablanca day or later. */
  registeredFrom: day,
  /** Registered on that Casablanca day or earlier. */
  registeredTo: day,
});

export const submissionAudienceSchema = z.object({
  kind: z.literal("submissions"),
  decision: anyOf(values(SUBMISSION_STATUSES), m.decision),
  submissionType: anyOf(SUBMISSION_TYPE_VALUES, m.submissionType),
  category: anyOf(CATEGORY_VALUES, m.category),
  /** Who of each submission: the person who submitted it (default) and/or its presenting authors. */
  include: z
    .array(z.enum(["submitter", "presenting"], { error: m.include }), { error: m.include })
    .min(1, { error: m.include })
    .max(2, { error: m.include })
    .optional(),
  /** Only accepted ones whose presenter is not registered and paid (issue #39, decision 0073). */
  unregisteredPresenter: bool(m.unregisteredPresenter),
  /** « Fichiers manquants »: accepted abstracts whose poster or slides have not been uploaded. */
  missingFiles: bool(m.missingFiles),
});

export const reviewerAudienceSchema = z.object({
  kind: z.literal("reviewers"),
  /** Only the reviewers who still have reviews to submit. */
  pendingOnly: bool(m.pendingOnly),
});

export const staffAudienceSchema = z.object({
  kind: z.literal("staff"),
  role: anyOf(STAFF_ROLES, m.role),
});

/**
 * "Relance de paiement": registrations en_attente for more than `days` (0: every one, registered
 * today too — issue #36 item 12), reminded at most weekly.
 */
export const paymentReminderAudienceSchema = z.object({
  kind: z.literal("payment_reminder"),
  days: z
    .number({ error: m.days })
    .int({ error: m.days })
    .min(0, { error: m.days })
    .max(365, { error: m.days })
    .default(PAYMENT_REMINDER_DEFAULT_DAYS),
});

export const mailingAudienceSchema = z.discriminatedUnion(
  "kind",
  [
    registrationAudienceSchema,
    submissionAudienceSchema,
    reviewerAudienceSchema,
    staffAudienceSchema,
    paymentReminderAudienceSchema,
  ],
  { error: m.audience },
);

export type MailingAudience = z.infer<typeof mailingAudienceSchema>;
export type RegistrationAudience = z.infer<typeof registrationAudienceSchema>;
export type SubmissionAudience = z.infer<typeof submissionAudienceSchema>;

const text = (max: number, required: string, tooLong: string, shape: "line" | "lines") => {
  const checked = z
    .string({ error: tooLong })
    .max(max, { error: tooLong })
    .refine((value) => !hasForbiddenCharacters(value, shape), { error: m.forbidden });
  return {
    fr: checked.refine((value) => value.trim() !== "", { error: required }),
    other: checked.optional(),
  };
};

const perLanguage = (max: number, required: string, tooLong: string, shape: "line" | "lines") => {
  const { fr, other } = text(max, required, tooLong, shape);
  return z.object({ fr, en: other, ar: other }, { error: required });
};

export const mailingTextsSchema = z.object({
  subject: perLanguage(200, m.subjectFr, m.subject, "line"),
  body: perLanguage(20_000, m.bodyFr, m.body, "lines"),
});

export const createMailingSchema = mailingTextsSchema.extend({ audience: mailingAudienceSchema });

export type CreateMailingRequest = z.input<typeof createMailingSchema>;

/** `POST /api/admin/mailings/count`: the live count of an audience while its filters change. */
export const mailingAudienceCountSchema = z.object({ audience: mailingAudienceSchema });
