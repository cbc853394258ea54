import {
  type BankTransferAnswer,
  type Locale,
  type MailingText,
  PAYMENT_STATUSES,
  type PaymentStatus,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from "@congres/shared";

/**
 * The words a mailing's placeholders put into a delegate's mail, in their language (decision
 * 0048): the payment status and the committee's decision. French from the admin's lists.
 */
const frenchOf = <V extends string>(list: readonly { value: V; label: string }[]) =>
  Object.fromEntries(list.map(({ value, label }) => [value, label])) as Record<V, string>;

export const PAYMENT_STATUS_WORDS: Record<Locale, Record<PaymentStatus, string>> = {
  fr: frenchOf(PAYMENT_STATUSES),
  en: { en_attente: "Pending", payee: "Paid", exoneree: "Waived", annulee: "Cancelled" },
  ar: { en_attente: "في الانتظار", payee: "مدفوع", exoneree: "معفى", annulee: "ملغى" },
};

export const DECISION_WORDS: Record<Locale, Record<SubmissionStatus, string>> = {
  fr: frenchOf(SUBMISSION_STATUSES),
  en: {
    soumise: "Submitted",
    en_evaluation: "Under review",
    acceptee_orale: "Accepted (oral)",
    acceptee_poster: "Accepted (poster)",
    a_reviser: "To be revised",
    refusee: "Not accepted",
  },
  ar: {
    soumise: "مُرسَل",
    en_evaluation: "قيد التقييم",
    acceptee_orale: "مقبول (عرض شفهي)",
    acceptee_poster: "مقبول (ملصق)",
    a_reviser: "للمراجعة",
    refusee: "غير مقبول",
  },
};

/** The bank details as the payment reminder gives them, in Markdown, per language. */
function bankLines(answer: BankTransferAnswer, language: Locale): string {
  if (!answer.published) return answer.message;
  const { accountHolder, bank, rib, iban, swift } = answer.details;
  const labels = {
    fr: ["Titulaire", "Banque", "RIB", "IBAN", "SWIFT"],
    en: ["Account holder", "Bank", "RIB", "IBAN", "SWIFT"],
    ar: ["صاحب الحساب", "البنك", "RIB", "IBAN", "SWIFT"],
  }[language];
  return [accountHolder, bank, rib, iban, swift]
    .map((value, index) => `- ${labels[index]} : ${value}`)
    .join("\n");
}

/** "Relance de paiement" as ready-made (decision 0048): staff may edit it before sending. */
export function paymentReminderTexts(bank: BankTransferAnswer): {
  subject: MailingText;
  body: MailingText;
} {
  return {
    subject: {
      fr: "Votre paiement n'est pas encore arrivé ({{reference}})",
      en: "Your payment has not arrived yet ({{reference}})",
      ar: "لم يصلنا دفعكم بعد ({{reference}})",
    },
    body: {
      fr: [
        "Bonjour {{prenom}} {{nom}},",
        "Nous n'avons pas encore reçu le paiement de votre inscription **{{reference}}**. Montant restant dû : **{{montant_du}}**.",
        "Merci d'effectuer le virement en indiquant votre référence :",
        bankLines(bank, "fr"),
        "Si vous avez déjà payé, merci de ne pas tenir compte de ce message.",
      ].join("\n\n"),
      en: [
        "Dear {{prenom}} {{nom}},",
        "We have not yet received the payment for your registration **{{reference}}**. Amount still due: **{{montant_du}}**.",
        "Please make the bank transfer quoting your reference:",
        bankLines(bank, "en"),
        "If you have already paid, please disregard this message.",
      ].join("\n\n"),
      ar: [
        "السلام عليكم {{prenom}} {{nom}}،",
        "لم نتلقَّ بعد دفع رسوم تسجيلكم **{{reference}}**. المبلغ المتبقي: **{{montant_du}}**.",
        "يرجى إجراء التحويل البنكي مع ذكر مرجعكم:",
        bankLines(bank, "ar"),
        "إذا كنتم قد دفعتم بالفعل، يرجى تجاهل هذه الرسالة.",
      ].join("\n\n"),
    },
  };
}
