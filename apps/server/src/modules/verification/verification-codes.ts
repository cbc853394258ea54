import { randomBytes } from "node:crypto";
import { type VerifiedKind, verificationPath } from "@congres/shared";
import { base32crockford } from "@scure/base";
import type { Db } from "../../db/connection.ts";
import type { VerificationMark } from "../../services/pdf/pdf-data.ts";

/**
 * Verification codes (decision 0070): 80 random bits as 16 Crockford base32 characters, printed
 * in groups of four (`7KQ2-M9XD-4HW8-PZ3B`). Crockford's alphabet has no I, L, O nor U, and a
 * code typed from paper is read back with O as 0 and I, L as 1, in any case, dashes optional.
 */
const CODE_BYTES = 10;
const CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;

export const newVerificationCode = () => base32crockford.encode(randomBytes(CODE_BYTES));

/** `7KQ2M9XD4HW8PZ3B` → `7KQ2-M9XD-4HW8-PZ3B`. */
export const groupedCode = (code: string) => code.match(/.{4}/g)?.join("-") ?? code;

/** A code as typed or scanned, in its stored form; undefined when it cannot be one. */
export function storedCode(typed: string): string | undefined {
  const compact = typed
    .replace(/[\s-]/g, "")
    .toUpperCase()
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return CODE.test(compact) ? compact : undefined;
}

/** What a document prints: the grouped code and the public page's address. */
export const verificationMark = (siteUrl: string, code: string): VerificationMark => ({
  code: groupedCode(code),
  url: `${siteUrl}${verificationPath(groupedCode(code))}`,
});

type Document = {
  kind: VerifiedKind;
  /** The letter's id; the registration's for its certificate. */
  subjectId: number;
  registrationId: number;
  holderName: string;
  at: Date;
};

/**
 * The code of a document, made the first time it is asked for: the same document always prints
 * the same code (two requests at once store one, the unique (kind, subject) keeps the first).
 * `refreshHolder`: the name follows the registration's (a certificate re-downloaded after a
 * correction); a letter keeps the name it was issued to.
 */
export async function issueVerificationCode(
  db: Db,
  document: Document,
  refreshHolder = false,
): Promise<string> {
  await db
    .insertInto("verification_codes")
    .values({
      code: newVerificationCode(),
      kind: document.kind,
      subject_id: document.subjectId,
      registration_id: document.registrationId,
      holder_name: document.holderName,
      issued_at: document.at.toISOString(),
      revoked_at: null,
    })
    .onConflict((conflict) =>
      refreshHolder
        ? conflict.columns(["kind", "subject_id"]).doUpdateSet({ holder_name: document.holderName })
        : conflict.columns(["kind", "subject_id"]).doNothing(),
    )
    .execute();
  const row = await db
    .selectFrom("verification_codes")
    .select("code")
    .where("kind", "=", document.kind)
    .where("subject_id", "=", document.subjectId)
    .executeTakeFirstOrThrow();
  return row.code;
}

/** The code already issued for a document, if any. */
export async function verificationCodeOf(
  db: Db,
  kind: VerifiedKind,
  subjectId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("verification_codes")
    .select("code")
    .where("kind", "=", kind)
    .where("subject_id", "=", subjectId)
    .executeTakeFirst();
  return row?.code;
}

/** A document revoked: its code now answers `revoked: true`. */
export async function revokeVerificationCode(
  db: Db,
  kind: VerifiedKind,
  subjectId: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable("verification_codes")
    .set({ revoked_at: at.toISOString() })
    .where("kind", "=", kind)
    .where("subject_id", "=", subjectId)
    .where("revoked_at", "is", null)
    .execute();
}

/** What the public check reads of a code: never the passport, the e-mail nor the registration. */
export function findVerification(db: Db, code: string) {
  return db
    .selectFrom("verification_codes")
    .select(["kind", "holder_name", "issued_at", "revoked_at"])
    .where("code", "=", code)
    .executeTakeFirst();
}
