/**
 * The delegate's space (issue #38): the calls of `/mon-espace` to `/api/space…`, with the answer's
 * shapes as the server sends them (snake_case, as the lists). Every write goes through `apiWrite`,
 * which sends the visitor's CSRF token as the public forms do.
 */

import type { SubmissionInput } from "@congres/shared";
import type {
  SELF_UPDATE_FIELDS,
  SpaceRegistration as SharedSpaceRegistration,
  SpaceSubmission as SharedSpaceSubmission,
  SpaceAnswer,
} from "@congres/shared/facts";
import type { Locale } from "../../i18n/locale.ts";
import { apiGet, apiWrite } from "../../lib/api-client.ts";

export type SpaceRegistration = SharedSpaceRegistration;

export type SpaceSubmission = SharedSpaceSubmission;

export type Space = Omit<SpaceAnswer, "registrations"> & { registrations: SpaceRegistration[] };

/** What a part of her space that can change shows, and how it says the space must be read again. */
export type RegistrationPartProps = {
  registration: SpaceRegistration;
  onChanged: () => Promise<void>;
};
export type SubmissionPartProps = { submission: SpaceSubmission; onChanged: () => Promise<void> };

export type CorrectableField = (typeof SELF_UPDATE_FIELDS)[number];
export type RegistrationCorrection = Partial<Record<CorrectableField, string>>;

export const DOCUMENTS = ["receipt", "badge", "certificate", "visa-letter"] as const;
export type SpaceDocument = (typeof DOCUMENTS)[number];

export type VisaLetterRequest = {
  passportNumber: string;
  nationality: string;
  birthDate: string;
  passportExpiry: string;
  placeOfBirth: string;
  /** An English translation after the French letter, for a consulate that reads English. */
  englishCopy: boolean;
};

export const requestSignInLink = (email: string, locale: Locale) =>
  apiWrite<unknown>("POST", "/api/space/link", { email, locale });

export const openSpaceSession = (token: string) =>
  apiWrite<unknown>("POST", "/api/space/session", { token });

export const loadSpace = () => apiGet<Space>("/api/space");

export const signOutOfSpace = () => apiWrite<unknown>("POST", "/api/space/logout");

export const correctRegistration = (id: number, changes: RegistrationCorrection) =>
  apiWrite<unknown>("PATCH", `/api/space/registrations/${id}`, changes);

export const cancelRegistration = (id: number, reason: string, refundIban?: string) =>
  apiWrite<unknown>("POST", `/api/space/registrations/${id}/cancel`, {
    reason,
    ...(refundIban ? { refundIban } : {}),
  });

/** Where her visa letter stands (`GET …/visa-letter`): offered or not, the latest one's status. */
export type VisaLetterState = {
  offered: boolean;
  status: string | null;
  refusal_reason: string | null;
};

export const loadVisaLetter = (id: number) =>
  apiGet<VisaLetterState>(`/api/space/registrations/${id}/visa-letter`);

export const requestVisaLetter = (id: number, request: VisaLetterRequest) =>
  apiWrite<{ status: string }>("POST", `/api/space/registrations/${id}/visa-letter`, request);

/** An invoice, credit note or pro-forma issued for her registration, as the server lists it. */
export type SpaceInvoice = {
  id: number;
  number: string;
  kind: "invoice" | "credit_note" | "proforma";
};

export type InvoiceRequest = {
  buyer: { name: string; address: string; taxId?: string };
  kind: "invoice" | "proforma";
};

export const loadInvoices = (id: number) =>
  apiGet<{ data: SpaceInvoice[] }>(`/api/space/registrations/${id}/invoices`);

export const requestInvoice = (id: number, request: InvoiceRequest) =>
  apiWrite<SpaceInvoice>("POST", `/api/space/registrations/${id}/invoice`, request);

export const invoicePath = (id: number, invoice: SpaceInvoice) =>
  `/api/space/registrations/${id}/invoices/${invoice.id}.pdf`;

export const documentPath = (id: number, document: SpaceDocument) =>
  `/api/space/registrations/${id}/${document}.pdf`;

/** The token of a sign-in link (`/mon-espace#<token>`), or undefined when the address has none. */
export function tokenInHash(hash: string): string | undefined {
  const token = hash.replace(/^#/, "").trim();
  return /^[\w-]{20,}$/.test(token) ? token : undefined;
}

export type DocumentOutcome =
  | { ok: true; file: Blob; name: string }
  | { ok: false; message: string | undefined };

/**
 * A document of the space as a file to save, or the server's sentence when it does not exist yet
 * (409: not paid, not approved…). Fetched rather than linked, so that a refusal is shown on the
 * page instead of replacing it with the answer's JSON.
 */
export const fetchDocument = (id: number, kind: SpaceDocument): Promise<DocumentOutcome> =>
  fetchFile(documentPath(id, kind), `${kind}.pdf`);

/** A submission's certificate of presentation (decision 0080), or why not yet. */
export const fetchPresentationCertificate = (id: number): Promise<DocumentOutcome> =>
  fetchFile(`/api/space/submissions/${id}/certificate.pdf`, "certificate.pdf");

/** A PDF of the space, named as the server names it, or the server's sentence. */
async function fetchFile(path: string, fallbackName: string): Promise<DocumentOutcome> {
  const response = await fetch(path, {
    credentials: "include",
    headers: {
      Accept: "application/pdf, application/json",
      "Accept-Language": document.documentElement.lang || "fr",
    },
  });
  if (response.ok) {
    const disposition = response.headers.get("content-disposition") ?? "";
    const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
    return { ok: true, file: await response.blob(), name };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string"
      ? body.message
      : undefined;
  return { ok: false, message };
}

/** Hands a fetched file to the browser as a download. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the next task; the address may go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `GET /api/space/submissions/:id`: the form's body as stored, and whether it may still change. */
export type SubmissionEditState = {
  form: Omit<SubmissionInput, "acceptsTerms" | "acceptsReview">;
  editable: boolean;
  refusal: string | null;
};

export const loadSubmissionForm = (id: number) =>
  apiGet<SubmissionEditState>(`/api/space/submissions/${id}`);

/** The submission form's whole body (the terms were accepted when it was sent). */
export const editSubmission = (id: number, body: SubmissionInput) =>
  apiWrite<{ id: number; version: number }>("PUT", `/api/space/submissions/${id}`, {
    ...body,
    acceptsTerms: true,
    acceptsReview: true,
  });

export const confirmPresentation = (id: number) =>
  apiWrite<{ presentation: string }>("POST", `/api/space/submissions/${id}/confirm`);

export const withdrawPresentation = (id: number, reason: string) =>
  apiWrite<{ presentation: string }>("POST", `/api/space/submissions/${id}/withdraw`, { reason });
