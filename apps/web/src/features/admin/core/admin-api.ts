import { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { apiGet, apiWrite, type FieldErrors } from "../../../lib/api-client.ts";
import { forgetAdmin } from "./admin-session.ts";

/** Every admin write is audited: a screen that writes refreshes the Journal's queries, all under this key. */
export const AUDIT_ENDPOINT = "/api/admin/audit";

/** `total_estimated`: the total of a search with many matches is an estimate (decision 0014). */
export type ListResponse<Row> = { data: Row[]; total: number; total_estimated?: true };

/** A failed admin read: the screens answer it by going back to /admin (§4). */
export class AdminAccessError extends Error {
  constructor(readonly status: number) {
    super(`admin request failed with HTTP ${status}`);
  }
}

export const createAdminQueryClient = () =>
  new QueryClient({
    // A failure means "go to /admin" (§4): retrying would only delay it.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });

/** GET that resolves only with JSON from a 2xx answer; everything else is an AdminAccessError. */
export async function adminGet<T>(path: string): Promise<T> {
  const response = await apiGet<T>(path);
  if (!response.ok || response.data === undefined) {
    // The session is gone: drop the display hints so /admin shows the form, not a loop.
    if (response.status === 401) forgetAdmin();
    throw new AdminAccessError(response.status);
  }
  return response.data;
}

/** A lost session (401) goes back to the sign-in: answers whether it did. */
export function useSignedOut() {
  const navigate = useNavigate();
  return (status: number | undefined) => {
    if (status !== 401) return false;
    navigate("/admin", { replace: true });
    return true;
  };
}

/** Sends the browser to /admin when a list or detail read failed (§4, §8). */
export function useRedirectOnFailure(failed: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (failed) navigate("/admin", { replace: true });
  }, [failed, navigate]);
}

export type DeleteOutcome =
  | { ok: true }
  | { ok: false; status: number; message: string | undefined };

export type AdminWriteOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string | undefined;
      errors: FieldErrors;
      /** The refusal's JSON as sent (undefined without an answer). */
      body?: unknown;
    };

/** An admin write (CSRF included); a 401 drops the display hints, a network failure is status 0. */
export async function adminWrite<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<AdminWriteOutcome<T>> {
  try {
    const response = await apiWrite<T>(method, path, body);
    if (response.ok) return { ok: true, data: response.data };
    if (response.status === 401) forgetAdmin();
    return {
      ok: false,
      status: response.status,
      message: response.message,
      errors: response.errors ?? {},
      body: response.body,
    };
  } catch {
    return { ok: false, status: 0, message: undefined, errors: {} };
  }
}

/** Sets a closing time (an ISO instant) at `path`, or clears it (`null`: the default applies). */
export const saveClosingTimeAt = <T>(path: string, closesAt: string | null) =>
  closesAt === null ? adminWrite<T>("DELETE", path) : adminWrite<T>("PUT", path, { closesAt });

export async function deleteAdminItem(endpoint: string, id: number): Promise<DeleteOutcome> {
  const outcome = await adminWrite<unknown>("DELETE", `${endpoint}/${id}`);
  return outcome.ok
    ? { ok: true }
    : { ok: false, status: outcome.status, message: outcome.message };
}
