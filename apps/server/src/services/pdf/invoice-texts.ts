import type { Edition } from "@congres/shared";

/**
 * The invoice's words in the languages it is printed in. An Arabic-speaking buyer gets the
 * French document (the legal language of Moroccan invoices) until the PDFs embed an Arabic
 * font; the amount in words is French in every language, as Moroccan accounting writes it.
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
  issuedOn: "Émis le",
  credits: "Avoir sur la facture",
  refundedOn: "Remboursé le",
  refundAccount: "Sur le compte",
  purpose: (edition: Edition) => `Frais d'inscription au ${edition.name} (${edition.shortName})`,
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
  issuedOn: "Issued on",
  credits: "Credit on invoice",
  refundedOn: "Refunded on",
  refundAccount: "To account",
  purpose: (edition: Edition) => `Registration fees, ${edition.shortName}`,
  proformaNote: "Not an accounting document: the invoice is issued once paid.",
  footer: (organiser: string) => `${organiser}. Electronically issued document.`,
};

export const invoiceTexts = (language: string): InvoiceTexts => (language === "en" ? en : fr);
