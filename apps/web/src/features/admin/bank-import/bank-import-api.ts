import {
  type BankColumnMapping,
  type BankImportConfirmation,
  type BankImportResult,
  bankImportMessages,
  type ProposalCandidate,
  STATEMENT_MAX_BYTES,
  type StatementAnalysis,
  type StatementProposals,
} from "@congres/shared";
import { fetchCsrfToken } from "../../../lib/api-client.ts";
import { adminGet, adminWrite } from "../core/admin-api.ts";
import { forgetAdmin } from "../core/admin-session.ts";

export const BANK_IMPORT_ENDPOINT = "/api/admin/bank-import";

export type UploadOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

const NETWORK_FAILURE =
  "Le serveur ne répond pas. Vérifiez votre connexion, puis envoyez le relevé à nouveau.";
const UNEXPECTED = "Le relevé n'a pas pu être lu. Réessayez dans un instant.";

/** Sends the statement file as the request's body (the server detects its format). */
async function uploadStatement<T>(path: string, file: File): Promise<UploadOutcome<T>> {
  // Said before sending: a server closing an oversized upload early reads as a network failure.
  if (file.size > STATEMENT_MAX_BYTES) return { ok: false, message: bankImportMessages.tooLarge };
  try {
    const response = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/octet-stream",
        "X-XSRF-TOKEN": await fetchCsrfToken(),
      },
      body: file,
    });
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    if (response.ok && body) return { ok: true, data: body as T };
    if (response.status === 401) forgetAdmin();
    return { ok: false, message: body?.message ?? UNEXPECTED };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}

export const analyseStatement = (file: File) =>
  uploadStatement<StatementAnalysis>(`${BANK_IMPORT_ENDPOINT}/analyse`, file);

export function proposeStatement(file: File, mapping: BankColumnMapping) {
  const params = new URLSearchParams({
    date: mapping.date,
    amount: mapping.amount,
    label: mapping.label,
  });
  if (mapping.payer) params.set("payer", mapping.payer);
  return uploadStatement<StatementProposals>(`${BANK_IMPORT_ENDPOINT}/proposals?${params}`, file);
}

export const confirmImport = (confirmation: BankImportConfirmation) =>
  adminWrite<BankImportResult>("POST", `${BANK_IMPORT_ENDPOINT}/confirm`, confirmation);

export async function searchRegistrations(q: string): Promise<ProposalCandidate[]> {
  const params = new URLSearchParams({ q });
  const answer = await adminGet<{ data: ProposalCandidate[] }>(
    `${BANK_IMPORT_ENDPOINT}/registrations?${params}`,
  );
  return answer.data;
}
