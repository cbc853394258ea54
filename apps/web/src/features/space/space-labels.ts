/** The words of the space for the server's values, in the page's language. */
import { isPartlyPaid } from "@congres/shared/facts";
import type { Locale, PlainMessage } from "../../i18n/locale.ts";
import { m } from "../../paraglide/messages.js";
import type { SpaceDocument } from "./space-api.ts";

/** The word for each of the server's values; a value without one is shown as it came. */
const wordsFor =
  <V extends string>(words: Record<V, PlainMessage>) =>
  (value: string, locale: Locale) =>
    words[value as V]?.({}, { locale }) ?? value;

const paymentStatusWord = wordsFor({
  en_attente: m.space_payment_en_attente,
  payee: m.space_payment_payee,
  exoneree: m.space_payment_exoneree,
  annulee: m.space_payment_annulee,
});

/** « Partiellement payée » is derived from the amounts (decision 0076), not a status. */
export const paymentLabel = (
  registration: {
    payment_status: string;
    amount_due_centimes: number;
    amount_received_centimes: number;
  },
  locale: Locale,
) =>
  isPartlyPaid(registration)
    ? m.space_payment_partly_paid({}, { locale })
    : paymentStatusWord(registration.payment_status, locale);

const DOCUMENT_LABELS: Record<SpaceDocument, PlainMessage> = {
  receipt: m.space_document_receipt,
  badge: m.space_document_badge,
  certificate: m.space_document_certificate,
  "visa-letter": m.space_document_visa_letter,
};

export const documentLabel = (kind: SpaceDocument, locale: Locale) =>
  DOCUMENT_LABELS[kind]({}, { locale });

export const decisionLabel = wordsFor({
  acceptee_orale: m.space_decision_acceptee_orale,
  acceptee_poster: m.space_decision_acceptee_poster,
  a_reviser: m.space_decision_a_reviser,
  refusee: m.space_decision_refusee,
});

export const visaStatusLabel = wordsFor({
  requested: m.space_visa_requested,
  approved: m.space_visa_approved,
  refused: m.space_visa_refused,
  revoked: m.space_visa_revoked,
});
