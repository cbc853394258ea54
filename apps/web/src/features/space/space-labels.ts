/** The words of the space for the server's values, in the page's language. */
import { isPartlyPaid } from "@congres/shared/facts";
import type { Locale } from "../../i18n/locale.ts";
import { m } from "../../paraglide/messages.js";
import type { SpaceDocument } from "./space-api.ts";

const PAYMENT_LABELS: Record<string, (locale: Locale) => string> = {
  en_attente: (locale) => m.space_payment_en_attente({}, { locale }),
  payee: (locale) => m.space_payment_payee({}, { locale }),
  exoneree: (locale) => m.space_payment_exoneree({}, { locale }),
  annulee: (locale) => m.space_payment_annulee({}, { locale }),
};

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
    : (PAYMENT_LABELS[registration.payment_status]?.(locale) ?? registration.payment_status);

const DOCUMENT_LABELS: Record<SpaceDocument, (locale: Locale) => string> = {
  receipt: (locale) => m.space_document_receipt({}, { locale }),
  badge: (locale) => m.space_document_badge({}, { locale }),
  certificate: (locale) => m.space_document_certificate({}, { locale }),
  "visa-letter": (locale) => m.space_document_visa_letter({}, { locale }),
};

export const documentLabel = (kind: SpaceDocument, locale: Locale) => DOCUMENT_LABELS[kind](locale);

const DECISION_LABELS: Record<string, (locale: Locale) => string> = {
  acceptee_orale: (locale) => m.space_decision_acceptee_orale({}, { locale }),
  acceptee_poster: (locale) => m.space_decision_acceptee_poster({}, { locale }),
  a_reviser: (locale) => m.space_decision_a_reviser({}, { locale }),
  refusee: (locale) => m.space_decision_refusee({}, { locale }),
};

export const decisionLabel = (decision: string, locale: Locale) =>
  DECISION_LABELS[decision]?.(locale) ?? decision;

const VISA_STATUS_LABELS: Record<string, (locale: Locale) => string> = {
  requested: (locale) => m.space_visa_requested({}, { locale }),
  approved: (locale) => m.space_visa_approved({}, { locale }),
  refused: (locale) => m.space_visa_refused({}, { locale }),
  revoked: (locale) => m.space_visa_revoked({}, { locale }),
};

export const visaStatusLabel = (status: string, locale: Locale) =>
  VISA_STATUS_LABELS[status]?.(locale) ?? status;
