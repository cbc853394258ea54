import {
  type BankLineProposal,
  formatCentimes,
  PROPOSAL_STATUSES,
  type ProposalStatus,
  type StatementProposals,
} from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { type DataColumn, DataTable } from "../core/data-table.tsx";
import { StatusBadge } from "../core/status-badge.tsx";
import { ManualMatch } from "./bank-manual-match.tsx";
import { PROPOSAL_STATUS_KIND } from "./bank-proposal-status.ts";
import { canSelect, type LineChoice, plural } from "./bank-review.ts";

// A long statement is shown a page at a time: the browser stays quick with 10 000 lines.
const ROWS_SHOWN = 200;

const frenchDate = (iso: string) => iso.split("-").reverse().join("/");

function RegistrationCell({
  line,
  choice,
  onChange,
}: {
  line: BankLineProposal;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
}) {
  if (line.status === "already_imported") return <span className="text-muted">—</span>;
  const choose = (registration: LineChoice["registration"]) =>
    onChange({ registration, selected: registration?.payment_status === "en_attente" });
  return (
    <div className="flex flex-col items-start gap-1">
      {line.candidates.length > 1 ? (
        <select
          aria-label={`Inscription payée par la ligne ${line.line}`}
          className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
          value={choice.registration?.id ?? ""}
          onChange={(event) =>
            choose(line.candidates.find((c) => c.id === Number(event.target.value)) ?? null)
          }
        >
          <option value="">Choisir…</option>
          {line.candidates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.reference} — {candidate.name}
            </option>
          ))}
        </select>
      ) : (
        choice.registration && (
          <span>
            <span className="font-semibold">{choice.registration.reference}</span>
            <span className="block text-xs text-muted">{choice.registration.name}</span>
          </span>
        )
      )}
      <ManualMatch line={line.line} onChoose={choose} />
    </div>
  );
}

/** A line of the statement shown, with its place in the list and what staff chose for it. */
type ProposalRow = { index: number; line: BankLineProposal; choice: LineChoice };

/**
 * The proposals, one row per credit of the statement, filtered by status. Staff tick the lines to
 * record, pick among several candidates, or match a leftover line by hand.
 */
export function ProposalsTable({
  proposals,
  choices,
  onChange,
}: {
  proposals: StatementProposals;
  choices: LineChoice[];
  onChange: (index: number, choice: LineChoice) => void;
}) {
  const [shown, setShown] = useState<ProposalStatus | "all">("all");
  const [limit, setLimit] = useState(ROWS_SHOWN);
  const visible = proposals.lines.flatMap((line, index) =>
    shown === "all" || line.status === shown ? [index] : [],
  );
  const count = (status: ProposalStatus) =>
    proposals.lines.filter((line) => line.status === status).length;
  const filters = [
    { value: "all" as const, label: "Toutes", count: proposals.lines.length },
    ...PROPOSAL_STATUSES.map(({ value, label }) => ({ value, label, count: count(value) })),
  ];

  const columns: DataColumn<ProposalRow>[] = [
    {
      header: "Enregistrer",
      label: <span className="sr-only">Enregistrer</span>,
      cell: ({ index, line, choice }) => (
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          aria-label={`Enregistrer la ligne ${line.line}`}
          checked={choice.selected && canSelect(line, choice)}
          disabled={!canSelect(line, choice)}
          onChange={(event) => onChange(index, { ...choice, selected: event.target.checked })}
        />
      ),
    },
    { header: "Ligne", cell: ({ line }) => line.line },
    { header: "Date", className: "whitespace-nowrap", cell: ({ line }) => frenchDate(line.date) },
    {
      header: "Montant",
      className: "whitespace-nowrap text-right",
      cell: ({ line }) => formatCentimes(line.amount_centimes),
    },
    {
      header: "Libellé",
      className: "wrap-anywhere",
      cell: ({ line }) => (
        <>
          {line.label}
          {line.payer && <span className="block text-xs text-muted">{line.payer}</span>}
        </>
      ),
    },
    {
      header: "Statut",
      cell: ({ line }) => (
        <>
          <StatusBadge kind={PROPOSAL_STATUS_KIND} status={line.status} />
          <span className="mt-1 block text-xs text-muted">{line.reason}</span>
        </>
      ),
    },
    {
      header: "Inscription",
      cell: ({ index, line, choice }) => (
        <RegistrationCell line={line} choice={choice} onChange={(next) => onChange(index, next)} />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filtrer par statut</legend>
        {filters.map(({ value, label, count: n }) => (
          <button
            key={value}
            type="button"
            aria-pressed={shown === value}
            onClick={() => {
              setShown(value);
              setLimit(ROWS_SHOWN);
            }}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-medium",
              shown === value
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-gray-300 bg-white text-ink hover:bg-brand-50",
            )}
          >
            {label} ({n})
          </button>
        ))}
      </fieldset>
      <DataTable
        caption="Propositions de rapprochement"
        className="min-w-full"
        columns={columns}
        rows={visible.slice(0, limit).flatMap((index) => {
          const line = proposals.lines[index];
          const choice = choices[index];
          return line && choice ? [{ index, line, choice }] : [];
        })}
        rowKey={(row) => row.line.line}
      />
      {visible.length > limit && (
        <div>
          <Button variant="secondary" onClick={() => setLimit(limit + ROWS_SHOWN)}>
            Afficher {Math.min(ROWS_SHOWN, visible.length - limit)} lignes de plus (sur{" "}
            {visible.length - limit} restantes)
          </Button>
        </div>
      )}
      {proposals.skipped.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted">
            {plural(proposals.skipped.length, "ligne ignorée", "lignes ignorées")} (débits, soldes,
            lignes sans date)
          </summary>
          <ul className="mt-2 list-disc pl-6 text-muted">
            {proposals.skipped.map(({ line, reason }) => (
              <li key={line}>
                Ligne {line} : {reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
