import { edition } from "../../lib/edition.ts";

/** An amount in the edition's currency, French style: "1 000 DH". */
export const formatFee = (amount: number) =>
  `${amount.toLocaleString("fr-FR")} ${edition.fees.currency}`;
