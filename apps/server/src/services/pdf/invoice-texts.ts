import type { EditionWording, Locale } from "@congres/shared";

/**
 * The invoice's words in the buyer's language (decision 0081). The amount in words is French in
 * every language, as Moroccan accounting writes it; `inBuyersWords` labels the same amount in
 * the buyer's own words beside it (English, Arabic). The edition's name comes from its wording
 * in the document's language.
 */
const fr = {
  title: { invoice: "Facture", credit_note: "Avoir", proforma: "Facture pro forma" },
  number: "N°",
  issuer: "Émetteur",
  ice: "ICE",
  taxId: "IF",
  tradeRegister: "RC",
  buyer: "Facturé à",
  buyerTaxId: "ICE / identifiant fiscal",
  reference: "Référence",
  delegate: "Participant",
  participation: "Participation",
  amount: "Montant",
  total: "Total",
  received: "Déjà reçu",
  remainder: "Reste à payer",
  inWords: "Arrêté le présent document à la somme de",
  inBuyersWords: "Soit",
  issuedOn: "Émis le",
  credits: "Avoir sur la facture",
  refundedOn: "Remboursé le",
  refundAccount: "Sur le compte",
  purpose: (wording: EditionWording, shortName: string) =>
    `Frais d'inscription au ${wording.name} (${shortName})`,
  proformaNote: "Document sans valeur comptable : la facture est émise après le paiement.",
  footer: (organiser: string) => `${organiser}. Document établi électroniquement.`,
};

export type InvoiceTexts = typeof fr;

const en: InvoiceTexts = {
  title: { invoice: "Invoice", credit_note: "Credit note", proforma: "Pro-forma invoice" },
  number: "No.",
  issuer: "Issued by",
  ice: "ICE",
  taxId: "Tax id (IF)",
  tradeRegister: "Trade register (RC)",
  buyer: "Billed to",
  buyerTaxId: "ICE / tax id",
  reference: "Reference",
  delegate: "Participant",
  participation: "Participation",
  amount: "Amount",
  total: "Total",
  received: "Already received",
  remainder: "Remaining to pay",
  inWords: "Amount in words (French)",
  inBuyersWords: "Amount in words",
  issuedOn: "Issued on",
  credits: "Credit on invoice",
  refundedOn: "Refunded on",
  refundAccount: "To account",
  purpose: (_wording: EditionWording, shortName: string) => `Registration fees, ${shortName}`,
  proformaNote: "Not an accounting document: the invoice is issued once paid.",
  footer: (organiser: string) => `${organiser}. Electronically issued document.`,
};

/** In the words of the Arabic mails and receipts (فاتورة، رقم التعريف الموحد، مرجع التسجيل). */
const ar: InvoiceTexts = {
  title: { invoice: "فاتورة", credit_note: "إشعار دائن", proforma: "فاتورة أولية" },
  number: "رقم",
  issuer: "المُصدِر",
  ice: "ICE",
  taxId: "IF",
  tradeRegister: "RC",
  buyer: "فاتورة باسم",
  buyerTaxId: "رقم التعريف الموحد أو الضريبي",
  reference: "المرجع",
  delegate: "المشارك",
  participation: "المشاركة",
  amount: "المبلغ",
  total: "المجموع",
  received: "المبلغ المستلم",
  remainder: "المبلغ المتبقي",
  inWords: "المبلغ بالحروف (بالفرنسية)",
  inBuyersWords: "المبلغ بالحروف",
  issuedOn: "تاريخ الإصدار",
  credits: "إشعار دائن على الفاتورة",
  refundedOn: "تاريخ الاسترداد",
  refundAccount: "إلى الحساب",
  purpose: (wording: EditionWording) => `رسوم التسجيل في ${wording.name}`,
  proformaNote: "وثيقة بلا قيمة محاسبية: تصدر الفاتورة بعد الدفع.",
  footer: (organiser: string) => `${organiser}. وثيقة صادرة إلكترونيًا.`,
};

const INVOICE_TEXTS: Record<Locale, InvoiceTexts> = { fr, en, ar };

export const invoiceTexts = (language: Locale): InvoiceTexts => INVOICE_TEXTS[language];
