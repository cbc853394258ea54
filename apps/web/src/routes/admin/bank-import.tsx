import type {
  BankColumnMapping,
  BankImportResult,
  StatementAnalysis,
  StatementProposals,
} from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  analyseStatement,
  confirmImport,
  proposeStatement,
} from "../../features/admin/bank-import/bank-import-api.ts";
import {
  ConfirmImportButton,
  ImportResult,
} from "../../features/admin/bank-import/bank-import-confirm.tsx";
import { ProposalsTable } from "../../features/admin/bank-import/bank-proposals-table.tsx";
import {
  confirmationOf,
  confirmSummary,
  initialChoices,
  type LineChoice,
} from "../../features/admin/bank-import/bank-review.ts";
import {
  ColumnMappingStep,
  StatementUpload,
} from "../../features/admin/bank-import/bank-statement-step.tsx";
import { AUDIT_ENDPOINT } from "../../features/admin/core/admin-api.ts";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { REGISTRATIONS_ENDPOINT } from "../../features/admin/registrations/registrations-api.ts";

export const meta = () => adminMeta("Rapprochement bancaire");

const CONFIRM_FAILED = "L'enregistrement n'a pas abouti. Réessayez dans un instant.";

type Step =
  | { name: "upload" }
  | { name: "mapping"; file: File; analysis: StatementAnalysis }
  | { name: "review"; file: File; proposals: StatementProposals; choices: LineChoice[] }
  | { name: "done"; result: BankImportResult };

/**
 * "Rapprochement bancaire": upload the bank's statement, choose its columns, review what each
 * line proposes, then record the chosen payments in one go. Nothing is written before that.
 */
export default function BankImport() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "upload" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restart = () => {
    setStep({ name: "upload" });
    setError(null);
  };

  async function read(file: File) {
    setBusy(true);
    setError(null);
    const outcome = await analyseStatement(file);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setStep({ name: "mapping", file, analysis: outcome.data });
  }

  async function propose(file: File, mapping: BankColumnMapping) {
    setBusy(true);
    setError(null);
    const outcome = await proposeStatement(file, mapping);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    const proposals = outcome.data;
    setStep({ name: "review", file, proposals, choices: initialChoices(proposals.lines) });
  }

  async function confirm(review: Extract<Step, { name: "review" }>): Promise<boolean> {
    setError(null);
    const outcome = await confirmImport(
      confirmationOf(review.file.name, review.proposals, review.choices),
    );
    if (!outcome.ok) {
      setError(outcome.message ?? CONFIRM_FAILED);
      return false;
    }
    void queryClient.invalidateQueries({ queryKey: [REGISTRATIONS_ENDPOINT] });
    void queryClient.invalidateQueries({ queryKey: [AUDIT_ENDPOINT] });
    setStep({ name: "done", result: outcome.data });
    return true;
  }

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-900">Rapprochement bancaire</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">
          Importez le relevé du compte du congrès : chaque virement est rapproché de l'inscription
          dont la référence (CPSS-…) figure dans son libellé. Rien n'est enregistré avant votre
          confirmation, et une ligne déjà importée ne l'est jamais deux fois.
        </p>
      </header>
      {step.name === "upload" && <StatementUpload error={error} busy={busy} onRead={read} />}
      {step.name === "mapping" && (
        <ColumnMappingStep
          fileName={step.file.name}
          analysis={step.analysis}
          error={error}
          busy={busy}
          onPropose={(mapping) => propose(step.file, mapping)}
          onRestart={restart}
        />
      )}
      {step.name === "review" && (
        <>
          <ProposalsTable
            proposals={step.proposals}
            choices={step.choices}
            onChange={(index, choice) =>
              setStep({ ...step, choices: step.choices.with(index, choice) })
            }
          />
          <div className="flex flex-wrap items-center gap-3">
            <ConfirmImportButton
              summary={confirmSummary(step.proposals.lines, step.choices)}
              error={error}
              onConfirm={() => confirm(step)}
            />
          </div>
        </>
      )}
      {step.name === "done" && <ImportResult result={step.result} onRestart={restart} />}
    </div>
  );
}
