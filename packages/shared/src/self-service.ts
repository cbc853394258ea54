import { electronicFormatIBAN, isValidBBAN, validateIBAN } from "ibantools";
import { z } from "zod";
import type { CountryRule } from "./country-codes.ts";
import { LIMITS, makeFields } from "./fields.ts";
import type { Locale } from "./locales.ts";
import type { ValidationMessages } from "./messages.ts";
import { isCalendarDate } from "./payment.ts";
import { makeRegistrationSchema } from "./registration.ts";
import { SELF_UPDATE_FIELDS } from "./space.ts";

/**
 * What a delegate changes and cancels herself in « Mon espace » (issue #38 item 3, decision
 * 0069): the registration form's own fields and rules, picked and made optional; the cancellation
 * with the account to refund to; and the sentences the space answers with, in her language.
 */

const PICKED = Object.fromEntries(SELF_UPDATE_FIELDS.map((field) => [field, true])) as {
  [K in (typeof SELF_UPDATE_FIELDS)[number]]: true;
};

/**
 * `PATCH /api/space/registrations/:id`: any subset of the picked fields, each checked by the
 * registration form's rule and message; an unknown key is refused.
 */
export function makeSelfUpdateSchema(catalogue: ValidationMessages, countries: CountryRule) {
  return makeRegistrationSchema(catalogue, countries).pick(PICKED).partial().strict();
}

export type SelfUpdate = z.output<ReturnType<typeof makeSelfUpdateSchema>>;

/** A Moroccan RIB: bank (3), city (3), account (16), key (2) digits. */
const RIB = /^[0-9]{24}$/;

/**
 * The RIB key: the 24 digits, read as one number, are a multiple of 97 (key = 97 − (the first
 * 22 digits × 100 mod 97)). ibantools checks only the Moroccan BBAN's shape (24 digits), not
 * this key; BigInt keeps the 24 digits exact.
 */
export const hasValidRibKey = (rib: string) =>
  RIB.test(rib) && isValidBBAN(rib, "MA") && BigInt(rib) % 97n === 0n;

export type RefundAccount = { kind: "iban" | "rib"; account: string };

/**
 * The account a refund goes to, as typed (spaces, dashes, lower case allowed): a Moroccan RIB of
 * 24 digits whose key holds, or an IBAN whose checksum and country format hold (ibantools) — a
 * Moroccan IBAN's RIB key too. `undefined` when neither.
 */
export function refundAccountOf(typed: string): RefundAccount | undefined {
  const compact = electronicFormatIBAN(typed) ?? "";
  if (RIB.test(compact))
    return hasValidRibKey(compact) ? { kind: "rib", account: compact } : undefined;
  if (!validateIBAN(compact).valid) return undefined;
  if (compact.startsWith("MA") && !hasValidRibKey(compact.slice(4))) return undefined;
  return { kind: "iban", account: compact };
}

/** An account shown in a list: its first and last four characters ("*" joins them in one left-to-right run of an Arabic mail). */
export const maskedAccount = (account: string) =>
  `${account.slice(0, 4)} **** ${account.slice(-4)}`;

type CancellationWords = {
  reason: string;
  refundAccount: string;
  refundAccountRequired: string;
};

export const CANCELLATION_FIELD_MESSAGES: Record<Locale, CancellationWords> = {
  fr: {
    reason: "Indiquez le motif de l'annulation (au moins 3 caractères)",
    refundAccount:
      "IBAN ou RIB invalide : vérifiez-le (un RIB marocain a 24 chiffres, dont la clé à la fin)",
    refundAccountRequired:
      "Indiquez l'IBAN ou le RIB du compte sur lequel vous rembourser le montant reçu",
  },
  en: {
    reason: "Please give the reason for cancelling (at least 3 characters)",
    refundAccount:
      "Invalid IBAN or RIB: please check it (a Moroccan RIB has 24 digits, ending with its key)",
    refundAccountRequired:
      "Please give the IBAN or RIB of the account to which we should refund the amount received",
  },
  ar: {
    reason: "يرجى ذكر سبب الإلغاء (3 أحرف على الأقل)",
    refundAccount:
      "رقم IBAN أو RIB غير صالح: يرجى التحقق منه (يتكوّن RIB المغربي من 24 رقمًا، آخرها مفتاح التحقق)",
    refundAccountRequired: "يرجى ذكر رقم IBAN أو RIB للحساب الذي نعيد إليه المبلغ المستلم",
  },
};

/**
 * `POST /api/space/registrations/:id/cancel`: why, and, for a registration with money received,
 * the account to refund to (whether it is required depends on the registration: the server asks
 * for it then, with `refundAccountRequired`). The account is kept in its electronic form.
 */
export function makeCancellationSchema(catalogue: ValidationMessages, language: Locale) {
  const { longText, optionalText } = makeFields(catalogue.common);
  const words = CANCELLATION_FIELD_MESSAGES[language];
  return z
    .object({
      reason: longText(words.reason, 3, LIMITS.shortText),
      refundIban: optionalText(LIMITS.name).refine(
        (value) => value === "" || refundAccountOf(value) !== undefined,
        { error: words.refundAccount },
      ),
    })
    .strict();
}

export type CancellationInput = z.output<ReturnType<typeof makeCancellationSchema>>;

/** `POST /api/admin/cancellation-requests/:id/refund`: what was sent back, and on which day. */
export const refundSchema = z.object({
  amountCentimes: z
    .number({ error: "Montant remboursé invalide" })
    .int({ error: "Montant remboursé invalide" })
    .min(1, { error: "Le montant remboursé doit être supérieur à zéro" }),
  date: z
    .string({ error: "Date du remboursement invalide" })
    .refine(isCalendarDate, { error: "Date du remboursement invalide" }),
});

export type RefundInput = z.output<typeof refundSchema>;

/** The space's refusals (409) and answers, in the delegate's language. */
export type SelfServiceMessages = {
  /** The change deadline has passed (`closedAt` already written for the reader). */
  changesClosed: (closedAt: string, contactEmail: string) => string;
  checkedIn: (contactEmail: string) => string;
  cancelled: string;
  alreadyCancelled: string;
  cancellationPending: string;
  changedMeanwhile: string;
  receiptNotYet: string;
  badgeNotYet: string;
  certificateNotYet: string;
};

export const SELF_SERVICE_MESSAGES: Record<Locale, SelfServiceMessages> = {
  fr: {
    changesClosed: (closedAt, email) =>
      `Les modifications en ligne sont closes depuis le ${closedAt}. Écrivez au secrétariat (${email}) pour toute correction.`,
    checkedIn: (email) =>
      `Vous avez déjà été accueilli·e au congrès : votre inscription ne se modifie plus en ligne. Adressez-vous à l'accueil ou au secrétariat (${email}).`,
    cancelled: "Cette inscription est annulée : elle ne se modifie plus.",
    alreadyCancelled: "Cette inscription est déjà annulée.",
    cancellationPending:
      "Votre demande d'annulation est déjà enregistrée : le secrétariat la traite.",
    changedMeanwhile:
      "Votre inscription vient d'être modifiée par le secrétariat. Rechargez la page, puis refaites votre modification.",
    receiptNotYet: "Le reçu sera disponible dès que votre paiement aura été enregistré.",
    badgeNotYet: "Le badge sera disponible dès que votre inscription aura été payée (ou exonérée).",
    certificateNotYet:
      "L'attestation de présence sera disponible après le congrès, pour les inscriptions réglées dont la présence a été enregistrée à l'accueil.",
  },
  en: {
    changesClosed: (closedAt, email) =>
      `Online changes closed on ${closedAt}. Please write to the secretariat (${email}) for any correction.`,
    checkedIn: (email) =>
      `You have already been welcomed at the congress: your registration can no longer be changed online. Please ask the reception desk or the secretariat (${email}).`,
    cancelled: "This registration is cancelled: it can no longer be changed.",
    alreadyCancelled: "This registration is already cancelled.",
    cancellationPending:
      "Your cancellation request has already been recorded: the secretariat is handling it.",
    changedMeanwhile:
      "Your registration has just been changed by the secretariat. Please reload the page, then make your change again.",
    receiptNotYet: "The receipt will be available as soon as your payment has been recorded.",
    badgeNotYet:
      "The badge will be available as soon as your registration has been paid (or waived).",
    certificateNotYet:
      "The certificate of attendance will be available after the congress, for settled registrations whose attendance was recorded at the reception desk.",
  },
  ar: {
    changesClosed: (closedAt, email) =>
      `أُغلق باب التعديل عبر الإنترنت منذ ${closedAt}. يرجى مراسلة الأمانة (${email}) لأي تصحيح.`,
    checkedIn: (email) =>
      `لقد تم استقبالك في المؤتمر: لم يعد من الممكن تعديل تسجيلك عبر الإنترنت. يرجى التوجه إلى مكتب الاستقبال أو الأمانة (${email}).`,
    cancelled: "هذا التسجيل ملغى: لم يعد من الممكن تعديله.",
    alreadyCancelled: "هذا التسجيل ملغى مسبقًا.",
    cancellationPending: "طلب الإلغاء الخاص بك مسجّل مسبقًا: الأمانة تعالجه.",
    changedMeanwhile: "عدّلت الأمانة تسجيلك للتو. يرجى إعادة تحميل الصفحة، ثم إعادة التعديل.",
    receiptNotYet: "سيكون الإيصال متاحًا بمجرد تسجيل دفعتك.",
    badgeNotYet: "ستكون الشارة متاحة بمجرد دفع رسوم تسجيلك (أو إعفائك منها).",
    certificateNotYet:
      "ستكون شهادة الحضور متاحة بعد المؤتمر، للتسجيلات المسدَّدة التي سُجّل حضورها في مكتب الاستقبال.",
  },
};

/** `GET|PUT|DELETE /api/admin/change-deadline`: the deadline in force and where it comes from. */
export type ChangeDeadline = {
  /** ISO instant, or null when nothing closes the changes. */
  closes_at: string | null;
  /** `admin`: the secretariat's setting; `registrations`: the registrations' closing time. */
  source: "admin" | "registrations" | "none";
  open: boolean;
  /** The registrations' effective closing time, the default. */
  registrations_close_at: string | null;
  updated_at: string | null;
  updated_by: string | null;
};

/** `PATCH /api/space/registrations/:id` → 200: the new version and `{column: [old, new]}`. */
export type SelfUpdateAnswer = {
  id: number;
  version: number;
  changes: Record<string, [unknown, unknown]>;
};

/** `POST /api/space/registrations/:id/cancel` → 200 (cancelled) or 201 (refund requested). */
export type CancellationAnswer =
  | { outcome: "cancelled"; payment_status: "annulee" }
  | { outcome: "requested"; request_id: number };

/** A row of « Demandes d'annulation » (`GET /api/admin/cancellation-requests` → `{data, total}`). */
export type CancellationRequestView = {
  id: number;
  registration_id: number;
  reference: string;
  name: string;
  email: string;
  reason: string;
  amount_received_centimes: number;
  account_kind: "iban" | "rib";
  /** Masked in the list ("MA64 **** 4921"); whole in one request's detail, to make the transfer. */
  iban: string;
  status: "pending" | "refunded";
  /** The registration's payment status now. */
  payment_status: string;
  requested_at: string;
  refund_centimes: number | null;
  refunded_on: string | null;
  handled_at: string | null;
  handled_by: string | null;
};
