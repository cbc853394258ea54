import type { BankLineProposal, ProposalCandidate, StatementProposals } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { summarySentence } from "./bank-import-confirm.tsx";
import { confirmationOf, confirmSummary, initialChoices } from "./bank-review.ts";

const candidate = (id: number, remaining: number, status = "en_attente"): ProposalCandidate => ({
  id,
  reference: `CPSS-${id}AAAA`.slice(0, 10),
  name: `Personne ${id}`,
  payment_status: status,
  amount_due_centimes: 100_000,
  remaining_centimes: remaining,
});

const line = (
  n: number,
  status: BankLineProposal["status"],
  amount: number,
  candidates: ProposalCandidate[],
): BankLineProposal => ({
  line: n,
  date: "2025-10-01",
  amount_centimes: amount,
  label: `VIR ${n}`,
  payer: "",
  status,
  reason: "",
  candidates,
});

const lines = [
  line(2, "matched", 100_000, [candidate(1, 100_000)]),
  line(3, "amount_differs", 50_000, [candidate(2, 100_000)]),
  line(4, "ambiguous", 200_000, [candidate(3, 100_000), candidate(4, 100_000)]),
  line(5, "ambiguous", 100_000, [candidate(5, 0, "exoneree")]),
  line(6, "no_reference", 100_000, []),
  line(7, "already_imported", 100_000, []),
];

describe("the review of a statement", () => {
  it("chooses only exact matches at first, and keeps the single candidate of the others", () => {
    expect(initialChoices(lines).map((c) => [c.registration?.id ?? null, c.selected])).toEqual([
      [1, true],
      [2, false],
      [null, false],
      [5, false],
      [null, false],
      [null, false],
    ]);
  });

  it("counts what a confirmation will do and sends only the lines it can record", () => {
    const choices = initialChoices(lines);
    choices[1] = { ...choices[1], registration: candidate(2, 100_000), selected: true };
    // Matched by hand, and a line that cannot be recorded (a waived registration) ticked anyway.
    choices[4] = { registration: candidate(6, 100_000), selected: true };
    choices[3] = { ...choices[3], registration: candidate(5, 0, "exoneree"), selected: true };
    const summary = confirmSummary(lines, choices);
    expect(summary).toEqual({ lines: 3, paid: 2, partial: 1 });
    expect(summarySentence(summary)).toBe(
      "3 lignes seront enregistrées : 2 inscriptions seront marquées payées ; 1 inscription reçoit un paiement partiel et reste en attente.",
    );
    const proposals = { lines, mapping: {}, skipped: [] } as unknown as StatementProposals;
    expect(
      confirmationOf("releve.csv", proposals, choices).lines.map((l) => [
        l.line,
        l.registration_id,
      ]),
    ).toEqual([
      [2, 1],
      [3, 2],
      [6, 6],
    ]);
  });
});
