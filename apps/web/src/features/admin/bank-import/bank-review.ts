import type {
  BankImportConfirmation,
  BankLineProposal,
  ProposalCandidate,
  StatementProposals,
} from "@congres/shared";

/**
 * What staff decided for each line of the statement while reviewing: the registration it pays
 * (proposed, picked among candidates, or found by hand) and whether to record it. Kept in the
 * browser until the confirmation (decision 0020).
 */
export type LineChoice = { registration: ProposalCandidate | null; selected: boolean };

/** Only a line the import proposes exactly is chosen for staff; the others wait for a decision. */
export function initialChoices(lines: BankLineProposal[]): LineChoice[] {
  return lines.map((line) => {
    const registration =
      line.status !== "already_imported" && line.candidates.length === 1
        ? (line.candidates[0] ?? null)
        : null;
    return { registration, selected: line.status === "matched" };
  });
}

/** A line can be recorded once it has a registration waiting for its payment. */
export const canSelect = (line: BankLineProposal, choice: LineChoice) =>
  line.status !== "already_imported" && choice.registration?.payment_status === "en_attente";

export type ConfirmSummary = { lines: number; paid: number; partial: number };

/** What the confirmation will do: registrations paid in full, and those that stay waiting. */
export function confirmSummary(lines: BankLineProposal[], choices: LineChoice[]): ConfirmSummary {
  const received = new Map<number, { remaining: number; amount: number }>();
  let count = 0;
  lines.forEach((line, index) => {
    const choice = choices[index];
    if (!choice?.selected || !choice.registration || !canSelect(line, choice)) return;
    count++;
    const { id, remaining_centimes } = choice.registration;
    const sum = received.get(id) ?? { remaining: remaining_centimes, amount: 0 };
    received.set(id, { ...sum, amount: sum.amount + line.amount_centimes });
  });
  const totals = [...received.values()];
  const paid = totals.filter(({ remaining, amount }) => amount >= remaining).length;
  return { lines: count, paid, partial: totals.length - paid };
}

/** The body of `POST …/confirm`: the chosen lines with their registration, in file order. */
export function confirmationOf(
  fileName: string,
  proposals: StatementProposals,
  choices: LineChoice[],
): BankImportConfirmation {
  return {
    file_name: fileName,
    mapping: proposals.mapping,
    lines: proposals.lines.flatMap((line, index) => {
      const choice = choices[index];
      if (!choice?.selected || !choice.registration || !canSelect(line, choice)) return [];
      const { line: number, date, amount_centimes, label, payer } = line;
      return [
        {
          line: number,
          date,
          amount_centimes,
          label,
          payer,
          ...(choice.registration.group_id
            ? { group_id: choice.registration.group_id }
            : { registration_id: choice.registration.id }),
        },
      ];
    }),
  };
}

/** "4 inscriptions seront marquées payées", with French plurals. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}
