/**
 * The public check of a document's code (issue #38 §5): `GET /api/verify/<code>` says whether a
 * visa letter or a certificate with that code was issued, to whom, when, and whether it was
 * revoked — nothing more (no passport number, no e-mail).
 */
import { pathWithoutLocale } from "../../i18n/paths.ts";
import { apiGet } from "../../lib/api-client.ts";

export type Verification = {
  valid: boolean;
  kind: string;
  holder_name: string;
  issued_at: string;
  revoked: boolean;
};

export type VerificationOutcome =
  | { kind: "found"; verification: Verification }
  | { kind: "unknown" }
  | { kind: "failed"; message: string | undefined };

/** The code of `/verifier/<code>` (any language's prefix), or undefined at `/verifier` itself. */
export function codeInPath(pathname: string): string | undefined {
  const match = /^\/verifier\/([^/]+)\/?$/.exec(pathWithoutLocale(pathname));
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export async function verifyCode(code: string): Promise<VerificationOutcome> {
  const answer = await apiGet<Verification>(`/api/verify/${encodeURIComponent(code)}`);
  if (answer.ok) return { kind: "found", verification: answer.data };
  if (answer.status === 404) return { kind: "unknown" };
  return { kind: "failed", message: answer.message };
}
