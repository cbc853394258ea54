import type { ParticipationType } from "./choices.ts";
import { editionFacts } from "./edition-facts.ts";
import { centimesOf } from "./money.ts";

/** The participation type that pays the student fee. */
export const STUDENT_PARTICIPATION: ParticipationType = "etudiant";

/** What a registration owes, in whole units of the edition's currency (1 000 DH; students 500). */
export function registrationFee(participationType: string): number {
  return participationType === STUDENT_PARTICIPATION
    ? editionFacts.fees.student
    : editionFacts.fees.standard;
}

/** What a registration owes, in centimes: the amount due stored with it (money.ts). */
export const registrationFeeCentimes = (participationType: string): number =>
  centimesOf(registrationFee(participationType));

/** An amount in the edition's currency, French style: "1 000 DH" (narrow no-break space). */
export const formatFee = (amount: number, currency: string = editionFacts.fees.currency) =>
  `${amount.toLocaleString("fr-FR")} ${currency}`;
