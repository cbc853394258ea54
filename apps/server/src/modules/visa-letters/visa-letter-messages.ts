import type { Locale } from "@congres/shared";

type DelegateSentences = {
  /** Unpaid (and staff do not allow it), or cancelled. */
  notOffered: string;
  pending: string;
  approved: string;
  notIssued: string;
  revoked: string;
};

/** What the delegate's space answers with a 409, in her language (decision 0070). */
export const visaLetterSentences: Record<Locale, DelegateSentences> = {
  fr: {
    notOffered: "La lettre d'invitation est proposée une fois votre inscription payée ou exonérée.",
    pending: "Votre demande de lettre d'invitation est déjà en cours d'examen par le secrétariat.",
    approved:
      "Votre lettre d'invitation a déjà été délivrée : vous pouvez la télécharger depuis votre espace.",
    notIssued: "Votre lettre d'invitation n'a pas encore été délivrée.",
    revoked: "Cette lettre d'invitation a été révoquée : elle n'est plus valable.",
  },
  en: {
    notOffered: "The invitation letter is offered once your registration is paid or waived.",
    pending: "Your invitation letter request is already being reviewed by the secretariat.",
    approved:
      "Your invitation letter has already been issued: you can download it from your space.",
    notIssued: "Your invitation letter has not been issued yet.",
    revoked: "This invitation letter has been revoked: it is no longer valid.",
  },
  ar: {
    notOffered: "تُتاح رسالة الدعوة بعد أداء رسوم تسجيلكم أو إعفائكم منها.",
    pending: "طلبكم لرسالة الدعوة قيد الدراسة لدى الكتابة العامة.",
    approved: "سبق إصدار رسالة الدعوة الخاصة بكم: يمكنكم تنزيلها من فضائكم.",
    notIssued: "لم تصدر رسالة الدعوة الخاصة بكم بعد.",
    revoked: "أُلغيت رسالة الدعوة هذه: لم تعد صالحة.",
  },
};

/** The admin's answers (French). */
export const visaLetterAdminMessages = {
  notFound: "Demande de lettre d'invitation introuvable.",
  alreadyDecided: "Cette demande a déjà été traitée.",
  notApproved: "Seule une lettre accordée peut être révoquée.",
  notIssued: "Cette lettre n'a pas été délivrée : elle est en attente de décision ou refusée.",
  reasonRequired: "Indiquez le motif du refus.",
  revocationReasonRequired: "Indiquez le motif de la révocation.",
};
