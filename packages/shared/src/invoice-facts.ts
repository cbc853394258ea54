import type { Locale } from "./locales.ts";

/**
 * Group orders and invoices (issue #40 items 4 and 5, decision 0076), their zod-free half: the
 * documents' kinds and numbers, the partial payment's label, and the sentences in the three
 * public languages (kept apart from the form catalogues, which every registration page carries).
 */

export const INVOICE_KINDS = ["invoice", "credit_note", "proforma"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** F-2025-0001, AV-2025-0001 (avoir), PF-2025-0001: one gap-free sequence per series and year. */
export const INVOICE_SERIES: Record<InvoiceKind, string> = {
  invoice: "F",
  credit_note: "AV",
  proforma: "PF",
};

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: "Facture",
  credit_note: "Avoir",
  proforma: "Pro forma",
};

export const invoiceNumber = (kind: InvoiceKind, year: number, sequence: number) =>
  `${INVOICE_SERIES[kind]}-${year}-${String(sequence).padStart(4, "0")}`;

/** A registration's amounts, as its payment columns hold them. */
type Amounts = {
  payment_status: string;
  amount_due_centimes: number;
  amount_received_centimes: number;
};

/**
 * « partiellement payée »: waiting, with part of the amount received. A label derived from the
 * amounts, not a status: the state machine is unchanged (a partial transfer keeps en_attente).
 */
export const isPartlyPaid = (row: Amounts) =>
  row.payment_status === "en_attente" &&
  row.amount_received_centimes > 0 &&
  row.amount_received_centimes < row.amount_due_centimes;

/** The payment status as people read it, in French for the admin and the exports. */
export const paymentStatusLabelFr = (row: Amounts, labels: Record<string, string>) =>
  isPartlyPaid(row) ? "Partiellement payée" : (labels[row.payment_status] ?? row.payment_status);

export type GroupInvoiceTexts = {
  payerName: string;
  institution: string;
  email: string;
  address: string;
  taxId: string;
  delegatesRequired: string;
  delegatesTooMany: (max: number) => string;
  buyerName: string;
  buyerAddress: string;
  kind: string;
  /** 409: an invoice of what is not paid. */
  unpaid: string;
  /** 409: a cancelled or waived registration is not invoiced. */
  notInvoiced: string;
  /** 409: the member's group already has its invoice. */
  invoicedWithGroup: (reference: string) => string;
  /** The derived label of a waiting registration with part of its amount received. */
  partlyPaid: string;
  remainder: (amount: string) => string;
};

export const GROUP_INVOICE_TEXTS: Record<Locale, GroupInvoiceTexts> = {
  fr: {
    payerName: "Indiquez le nom de la personne qui commande",
    institution: "Indiquez l'institution qui paie",
    email: "Email invalide",
    address: "Indiquez l'adresse de facturation",
    taxId: "L'ICE ou l'identifiant fiscal ne doit pas dépasser 40 caractères",
    delegatesRequired: "Ajoutez au moins un délégué",
    delegatesTooMany: (max) => `${max} délégués au maximum par commande`,
    buyerName: "Indiquez le nom à porter sur la facture",
    buyerAddress: "Indiquez l'adresse à porter sur la facture",
    kind: "Type de document inconnu",
    unpaid:
      "Cette inscription n'est pas encore payée : la facture est émise après le paiement complet. Vous pouvez demander une facture pro forma.",
    notInvoiced: "Cette inscription est annulée ou exonérée : aucune facture ne peut être émise.",
    invoicedWithGroup: (reference) =>
      `Cette inscription est facturée avec la commande de groupe ${reference}.`,
    partlyPaid: "Partiellement payée",
    remainder: (amount) => `Reste à payer : ${amount}`,
  },
  en: {
    payerName: "Please give the name of the person placing the order",
    institution: "Please give the paying institution",
    email: "Invalid email",
    address: "Please give the billing address",
    taxId: "The ICE or tax id must not exceed 40 characters",
    delegatesRequired: "Add at least one delegate",
    delegatesTooMany: (max) => `At most ${max} delegates per order`,
    buyerName: "Please give the name to print on the invoice",
    buyerAddress: "Please give the address to print on the invoice",
    kind: "Unknown document type",
    unpaid:
      "This registration is not paid yet: the invoice is issued once it is paid in full. You may ask for a pro-forma invoice.",
    notInvoiced: "This registration is cancelled or waived: no invoice can be issued.",
    invoicedWithGroup: (reference) =>
      `This registration is invoiced with the group order ${reference}.`,
    partlyPaid: "Partly paid",
    remainder: (amount) => `Remaining to pay: ${amount}`,
  },
  ar: {
    payerName: "يرجى ذكر اسم الشخص صاحب الطلب",
    institution: "يرجى ذكر المؤسسة الدافعة",
    email: "بريد إلكتروني غير صالح",
    address: "يرجى ذكر عنوان الفوترة",
    taxId: "يجب ألا يتجاوز رقم التعريف الموحد أو الضريبي 40 حرفًا",
    delegatesRequired: "أضف مشاركًا واحدًا على الأقل",
    delegatesTooMany: (max) => `${max} مشاركًا على الأكثر في الطلب الواحد`,
    buyerName: "يرجى ذكر الاسم الذي يُكتب على الفاتورة",
    buyerAddress: "يرجى ذكر العنوان الذي يُكتب على الفاتورة",
    kind: "نوع وثيقة غير معروف",
    unpaid: "هذا التسجيل لم يُدفع بعد: تصدر الفاتورة بعد الدفع الكامل. يمكنك طلب فاتورة أولية.",
    notInvoiced: "هذا التسجيل ملغى أو معفى: لا يمكن إصدار فاتورة.",
    invoicedWithGroup: (reference) => `هذا التسجيل مفوتر مع طلب المجموعة ${reference}.`,
    partlyPaid: "مدفوع جزئيًا",
    remainder: (amount) => `المبلغ المتبقي: ${amount}`,
  },
};
