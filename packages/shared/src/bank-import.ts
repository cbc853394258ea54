import { labelledList } from "./choice-values.ts";

/**
 * The bank statement import, "Rapprochement bancaire" (issue #9 item 3): staff upload the CSV the
 * bank exports, choose its columns, review what each line proposes, then confirm. These are the
 * admin API's shapes and the French words the screen and the server share.
 */

/** The largest statement the import reads; a year of a congress account is far below it. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Which column of the statement holds each fact (the header's text, as the bank wrote it). */
export type BankColumnMapping = {
  date: string;
  amount: string;
  label: string;
  /** The payer's name is optional: many statements only have the label. */
  payer: string | null;
};

export const BANK_MAPPING_FIELDS = [
  { key: "date", label: "Date de l'opération" },
  { key: "amount", label: "Montant (crédit)" },
  { key: "label", label: "Libellé" },
  { key: "payer", label: "Donneur d'ordre (facultatif)" },
] as const satisfies readonly { key: keyof BankColumnMapping; label: string }[];

/** How the server read the file, shown to staff so that a surprise is visible. */
export type StatementFormat = {
  encoding: "UTF-8" | "Windows-1252" | "UTF-16";
  separator: ";" | "," | "\t";
  /** The line (1-based) holding the column names; the lines above it are the bank's preamble. */
  header_line: number;
};

/** `POST /api/admin/bank-import/analyse`: the columns, a few rows, and the mapping to propose. */
export type StatementAnalysis = {
  format: StatementFormat;
  columns: string[];
  sample: string[][];
  mapping: BankColumnMapping | null;
  /** True when `mapping` is the one confirmed at the last import (same column names). */
  mapping_remembered: boolean;
};

export const PROPOSAL_STATUSES = /* @__PURE__ */ labelledList({
  matched: "Correspond",
  amount_differs: "Montant différent",
  ambiguous: "Ambiguë",
  no_reference: "Sans référence",
  already_imported: "Déjà importée",
});

export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number]["value"];

/** A registration a line may pay, as the review screen shows it. */
export type ProposalCandidate = {
  id: number;
  reference: string;
  name: string;
  payment_status: string;
  amount_due_centimes: number;
  /** What it still owes (0 unless waiting for its payment). */
  remaining_centimes: number;
  /** A group order (its id, also `id`): the transfer is shared among its members. */
  group_id?: number;
};

/** One credit line of the statement and what it proposes. */
export type BankLineProposal = {
  /** The line's number in the file (1-based), as staff find it in a spreadsheet. */
  line: number;
  /** `YYYY-MM-DD`. */
  date: string;
  amount_centimes: number;
  label: string;
  payer: string;
  status: ProposalStatus;
  /** Why, in French (which references, which amount, which earlier import). */
  reason: string;
  candidates: ProposalCandidate[];
};

/** A row that is not a credit the import can use (a debit, a total, an unreadable date). */
export type SkippedStatementRow = { line: number; reason: string };

/** `POST /api/admin/bank-import/proposals`. Nothing is written to compute it. */
export type StatementProposals = {
  format: StatementFormat;
  mapping: BankColumnMapping;
  lines: BankLineProposal[];
  skipped: SkippedStatementRow[];
};

/** One line staff confirm, with the registration it pays (proposed or matched by hand). */
export type ConfirmedBankLine = {
  line: number;
  date: string;
  amount_centimes: number;
  label: string;
  payer: string;
  /** The registration it pays, or the group order whose members it pays (exactly one). */
  registration_id?: number;
  group_id?: number;
};

/** `POST /api/admin/bank-import/confirm`: written in one transaction, or not at all. */
export type BankImportConfirmation = {
  file_name: string;
  mapping: BankColumnMapping;
  lines: ConfirmedBankLine[];
};

/** What the confirmation did. */
export type BankImportResult = {
  import_id: number;
  lines: number;
  /** Registrations that are now paid in full. */
  paid: number;
  /** Registrations that received a part of what they owe and stay waiting. */
  partial: number;
};

export const bankImportMessages = {
  empty: "Le fichier est vide : exportez le relevé de votre banque au format CSV.",
  tooLarge: "Le fichier dépasse 5 Mo : exportez une période plus courte du relevé.",
  notCsv:
    "Ce fichier n'est pas un relevé CSV lisible : exportez le relevé de votre banque au format CSV (valeurs séparées par des points-virgules ou des virgules).",
  pdf: "Ce fichier est un PDF : exportez le relevé de votre banque au format CSV.",
  spreadsheet:
    "Ce fichier est un classeur Excel : enregistrez-le au format CSV (Fichier › Enregistrer sous › CSV) puis importez-le.",
  noColumns:
    "Aucune ligne d'en-tête trouvée : le relevé doit avoir au moins trois colonnes (date, montant, libellé).",
  unreadable: "Le fichier CSV est mal formé (guillemets non fermés ?) : exportez-le à nouveau.",
  unknownColumn: "Cette colonne n'existe pas dans le relevé",
  sameColumn: "Choisissez une colonne différente pour chaque information",
  noUsableLine:
    "Aucune ligne de crédit lisible avec ces colonnes : vérifiez la date et le montant choisis.",
  noLineChosen: "Choisissez au moins une ligne à enregistrer.",
  alreadyImported: (line: number) =>
    `La ligne ${line} a déjà été importée (même date, même montant, même libellé) : rien n'a été enregistré.`,
  refused: (line: number, reference: string, reason: string) =>
    `Ligne ${line} (${reference}) : ${reason} Rien n'a été enregistré.`,
  importedMeanwhile:
    "Ces lignes viennent d'être importées par quelqu'un d'autre : rien n'a été enregistré. Importez à nouveau le relevé pour voir où il en est.",
  duplicateInConfirmation: (line: number) =>
    `La ligne ${line} est choisie deux fois (même date, même montant, même libellé) : rien n'a été enregistré.`,
  unknownRegistration: (line: number) =>
    `Ligne ${line} : l'inscription choisie n'existe plus. Rien n'a été enregistré.`,
} as const;
