import type { Edition } from "./edition.ts";

export type BankTransferDetails = Edition["bankTransfer"];

/**
 * What the site may say about the bank transfer (`GET /api/registration/bank-transfer`, and the
 * confirmation mail): the details, or — in production while they are provisional — that they
 * will come by e-mail, so that nobody pays into a placeholder account.
 */
export type BankTransferAnswer =
  | { published: true; details: BankTransferDetails }
  | { published: false; message: string };

export const BANK_DETAILS_WITHHELD_MESSAGE =
  "Les coordonnées bancaires pour le virement vous seront communiquées par e-mail.";

export function bankTransferAnswer(edition: Edition, production: boolean): BankTransferAnswer {
  if (production && edition.placeholders.includes("bankTransfer")) {
    return { published: false, message: BANK_DETAILS_WITHHELD_MESSAGE };
  }
  return { published: true, details: edition.bankTransfer };
}

/**
 * What the delegate writes on the bank transfer: "CPSS-7KQ2M BENALI Amina", or the name in Latin
 * letters when given (issue #36 item 12) — a bank's label takes Latin letters, and the bank
 * import matches a payer on that name (decision 0038). The confirmation mail and « Mon espace »
 * both give it.
 */
export const transferLabel = (
  reference: string,
  person: { firstName: string; lastName: string; latinName: string },
) =>
  person.latinName.trim()
    ? `${reference} ${person.latinName.trim()}`
    : `${reference} ${person.lastName.toLocaleUpperCase("fr-FR")} ${person.firstName}`;
