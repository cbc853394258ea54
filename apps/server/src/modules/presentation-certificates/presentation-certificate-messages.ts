import { editionWordingIn, type Locale } from "@congres/shared";

/** Why a certificate of presentation is not given (409), and its file's name, in a language. */
export type PresentationCertificateMessages = {
  /** Before the congress's first day. */
  tooEarly: (datesLabel: string) => string;
  /** Not accepted, or accepted but the presentation not confirmed. */
  notConfirmed: string;
  /** The presentation was withdrawn. */
  withdrawn: string;
  fileName: (reference: string) => string;
};

/**
 * The certificate's answers (issue #39, decision 0080): the author's in her language (fr/en/ar,
 * « Mon espace »), staff's in French.
 */
export const PRESENTATION_CERTIFICATE_MESSAGES: Record<Locale, PresentationCertificateMessages> = {
  fr: {
    tooEarly: (dates) =>
      `L'attestation de présentation sera disponible dès l'ouverture du congrès (${dates}).`,
    notConfirmed:
      "L'attestation de présentation n'est délivrée que pour un résumé accepté dont la présentation a été confirmée.",
    withdrawn: "Cette présentation a été retirée : elle ne donne pas lieu à une attestation.",
    fileName: (reference) => `attestation-presentation-${reference}.pdf`,
  },
  en: {
    tooEarly: (dates) =>
      `The certificate of presentation will be available once the congress opens (${dates}).`,
    notConfirmed:
      "A certificate of presentation is only given for an accepted abstract whose presentation was confirmed.",
    withdrawn: "This presentation was withdrawn: it gives no certificate.",
    fileName: (reference) => `presentation-certificate-${reference}.pdf`,
  },
  ar: {
    tooEarly: (dates) => `ستتوفر شهادة التقديم عند افتتاح المؤتمر (${dates}).`,
    notConfirmed: "لا تُمنح شهادة التقديم إلا لملخص مقبول تمّ تأكيد تقديمه.",
    withdrawn: "تمّ سحب هذا العرض: لا تُمنح عنه شهادة.",
    fileName: (reference) => `presentation-certificate-${reference}.pdf`,
  },
};

/** The congress's days as `language` words them, for the « too early » sentence. */
export const congressDatesIn = (language: Locale): string => editionWordingIn(language).datesLabel;
