import {
  BANK_MAPPING_FIELDS,
  type BankColumnMapping,
  type StatementAnalysis,
} from "@congres/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { DataTable } from "../core/data-table.tsx";

const SEPARATOR_NAMES = { ";": "point-virgule", ",": "virgule", "\t": "tabulation" } as const;

export function ErrorMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/40 bg-red-50 p-3 text-sm text-danger"
    >
      {message}
    </p>
  );
}

/** Step 1: choose the CSV the bank exported. */
export function StatementUpload({
  error,
  busy,
  onRead,
}: {
  error: string | null;
  busy: boolean;
  onRead: (file: File) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setMissing(true);
    onRead(file);
  }
  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <Field
        label="Relevé bancaire (fichier CSV)"
        hint="Exportez les opérations du compte du congrès depuis l'espace en ligne de la banque, au format CSV (5 Mo au plus)."
        error={missing ? "Choisissez le fichier du relevé" : undefined}
      >
        <Input
          type="file"
          accept=".csv,.txt,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
      </Field>
      <ErrorMessage message={error} />
      <div>
        <Button type="submit" loading={busy}>
          {busy ? "Lecture…" : "Lire le relevé"}
        </Button>
      </div>
    </form>
  );
}

/** A line of the statement's first lines, numbered. */
type SampleRow = { cells: string[]; row: number };

/** Step 2: which column holds the date, the amount, the label and the payer. */
export function ColumnMappingStep({
  fileName,
  analysis,
  error,
  busy,
  onPropose,
  onRestart,
}: {
  fileName: string;
  analysis: StatementAnalysis;
  error: string | null;
  busy: boolean;
  onPropose: (mapping: BankColumnMapping) => void;
  onRestart: () => void;
}) {
  const [mapping, setMapping] = useState<Partial<BankColumnMapping>>(analysis.mapping ?? {});
  const [missing, setMissing] = useState(false);
  const options = analysis.columns.map((name) => ({ value: name, label: name }));
  const { format } = analysis;

  function submit(event: FormEvent) {
    event.preventDefault();
    const { date, amount, label, payer } = mapping;
    if (!date || !amount || !label) return setMissing(true);
    onPropose({ date, amount, label, payer: payer || null });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">{fileName}</span> : encodage {format.encoding},
        séparateur {SEPARATOR_NAMES[format.separator]}
        {format.header_line > 0 ? `, noms des colonnes en ligne ${format.header_line}` : ""}.
        {analysis.mapping_remembered && " Colonnes reprises de la dernière importation."}
      </p>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 font-semibold text-brand-900">Colonnes du relevé</legend>
        {BANK_MAPPING_FIELDS.map(({ key, label }) => (
          <Field
            key={key}
            label={label}
            required={key !== "payer"}
            error={
              missing && key !== "payer" && !mapping[key] ? "Choisissez une colonne" : undefined
            }
          >
            <Select
              options={options}
              placeholder={key === "payer" ? "Aucune" : "Choisir…"}
              value={mapping[key] ?? ""}
              onChange={(event) => {
                setMapping({ ...mapping, [key]: event.target.value || null });
                setMissing(false);
              }}
            />
          </Field>
        ))}
      </fieldset>
      <DataTable
        caption="Premières lignes du relevé"
        captionClassName="p-2 text-left text-xs text-muted"
        className="min-w-full"
        columns={analysis.columns.map((name, column) => ({
          header: name,
          className: "whitespace-nowrap",
          cell: ({ cells }: SampleRow) => cells[column] ?? "",
        }))}
        // The sample never changes order: its position is its identity.
        rows={analysis.sample.map((cells, row) => ({ cells, row }))}
        rowKey={({ row }) => row}
      />
      <ErrorMessage message={error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {busy ? "Rapprochement…" : "Voir les propositions"}
        </Button>
        <Button type="button" variant="secondary" onClick={onRestart}>
          Choisir un autre fichier
        </Button>
      </div>
    </form>
  );
}
