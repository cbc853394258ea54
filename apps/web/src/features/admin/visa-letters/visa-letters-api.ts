import {
  CHOICE_LABELS,
  countryName,
  VISA_LETTER_STATUSES,
  type VisaLetterStatus,
} from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { adminWrite } from "../core/admin-api.ts";
import type { ListFilter } from "../core/list-url-state.ts";

/** « Lettres d'invitation » (issue #38 §5): the requests, the decision, the revocation. */
export const VISA_LETTERS_ENDPOINT = "/api/admin/visa-letters";

export const VISA_LETTER_FILTERS: readonly ListFilter[] = [
  { param: "status", label: "Statut", allLabel: "Tous", options: VISA_LETTER_STATUSES },
];

export const visaLetterStatusLabel = (status: VisaLetterStatus) =>
  VISA_LETTER_STATUSES.find((each) => each.value === status)?.label ?? status;

/** A nationality's ISO code as staff read it: the country's French name, then its code. */
export const nationalityLabel = (code: string) =>
  `${countryName(code, "fr", CHOICE_LABELS.fr.countryNames)} (${code})`;

export const decideVisaLetter = (id: number, approve: boolean, reason?: string) =>
  adminWrite<{ status: string }>("POST", `${VISA_LETTERS_ENDPOINT}/${id}/decision`, {
    approve,
    ...(reason === undefined ? {} : { reason }),
  });

export const revokeVisaLetter = (id: number, reason: string) =>
  adminWrite<{ status: string }>("POST", `${VISA_LETTERS_ENDPOINT}/${id}/revoke`, { reason });

/** After a decision: the list is read again (its row's status and actions change). */
export function useVisaLettersChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [VISA_LETTERS_ENDPOINT] });
}
