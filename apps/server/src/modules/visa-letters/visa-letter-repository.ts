import type { VisaLetterRequest, VisaLetterRow, VisaLetterStatus } from "@congres/shared";
import { type RawBuilder, sql, type Updateable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { VisaLetterTable } from "../../db/schema.ts";

/** The statuses that block a new request: one letter in progress or valid at a time. */
export const LIVE_STATUSES = ["requested", "approved"] as const;

export const findVisaLetter = (db: Db, id: number) =>
  db.selectFrom("visa_letters").selectAll().where("id", "=", id).executeTakeFirst();

/** A registration's letter requested or approved, if any. */
export const liveVisaLetterOf = (db: Db, registrationId: number) =>
  db
    .selectFrom("visa_letters")
    .selectAll()
    .where("registration_id", "=", registrationId)
    .where("status", "in", LIVE_STATUSES)
    .executeTakeFirst();

/** Every letter of a registration, oldest first, for its person's export (passport data included). */
export const visaLettersOfRegistration = (db: Db, registrationId: number) =>
  db
    .selectFrom("visa_letters")
    .selectAll()
    .where("registration_id", "=", registrationId)
    .orderBy("id")
    .execute();

/** A registration's latest letter, whatever its status (the space shows it; the PDF needs it). */
export const latestVisaLetterOf = (db: Db, registrationId: number) =>
  db
    .selectFrom("visa_letters")
    .selectAll()
    .where("registration_id", "=", registrationId)
    .orderBy("id", "desc")
    .executeTakeFirst();

export async function insertVisaLetter(
  db: Db,
  registrationId: number,
  request: VisaLetterRequest,
  at: Date,
): Promise<number> {
  const { id } = await db
    .insertInto("visa_letters")
    .values({
      registration_id: registrationId,
      status: "requested",
      passport_number: request.passportNumber,
      nationality: request.nationality,
      birth_date: request.birthDate,
      passport_expiry: request.passportExpiry,
      place_of_birth: request.placeOfBirth,
      english_copy: request.englishCopy ? 1 : 0,
      requested_at: at.toISOString(),
      decided_at: null,
      decided_by_email: null,
      refusal_reason: null,
      revoked_at: null,
      revoked_by_email: null,
      revocation_reason: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Decides a requested letter; false when it was no longer requested (decided meanwhile). */
export async function decideVisaLetter(
  db: Db,
  id: number,
  decision: { status: "approved" | "refused"; by: string; reason: string | null; at: Date },
): Promise<boolean> {
  return moveFrom(db, id, "requested", {
    status: decision.status,
    decided_at: decision.at.toISOString(),
    decided_by_email: decision.by,
    refusal_reason: decision.reason,
  });
}

/** Revokes an approved letter; false when it was not approved (refused, revoked meanwhile). */
export async function revokeVisaLetter(
  db: Db,
  id: number,
  revocation: { by: string; reason: string; at: Date },
): Promise<boolean> {
  return moveFrom(db, id, "approved", {
    status: "revoked",
    revoked_at: revocation.at.toISOString(),
    revoked_by_email: revocation.by,
    revocation_reason: revocation.reason,
  });
}

/** Writes `change` on letter `id` if it is still `from` (compare-and-set); false when it was not. */
async function moveFrom(
  db: Db,
  id: number,
  from: "requested" | "approved",
  change: Updateable<VisaLetterTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("visa_letters")
    .set(change)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type VisaLetterListQuery = {
  page: number;
  per_page: number;
  q: string;
  status?: VisaLetterStatus | undefined;
};

/**
 * The staff's list, newest request first, with the registration's reference: `q` finds a
 * reference or a passport number. A few hundred rows a congress: a plain scan, no search index.
 */
export async function visaLetterPage(
  db: Db,
  query: VisaLetterListQuery,
  referencesOf: (ids: number[]) => Promise<Map<number, string>>,
  registrationsMatching: (q: string) => Promise<number[]>,
): Promise<{ data: VisaLetterRow[]; total: number }> {
  const conditions: RawBuilder<boolean>[] = [];
  if (query.status) conditions.push(sql<boolean>`status = ${query.status}`);
  const q = query.q.trim();
  if (q) {
    const ids = await registrationsMatching(q);
    const passport = `%${q
      .replace(/[\s-]/g, "")
      .toUpperCase()
      .replace(/[%_\\]/g, "")}%`;
    conditions.push(
      ids.length > 0
        ? sql<boolean>`(passport_number like ${passport} or registration_id in (${sql.join(ids)}))`
        : sql<boolean>`passport_number like ${passport}`,
    );
  }
  const filtered = db.selectFrom("visa_letters").where((eb) => eb.and(conditions));
  const [rows, count] = await Promise.all([
    filtered
      .select(["id", "registration_id", "status", "passport_number", "nationality", "requested_at"])
      .orderBy("requested_at", "desc")
      .orderBy("id", "desc")
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  const references = await referencesOf(rows.map((row) => row.registration_id));
  return {
    data: rows.map((row) => ({
      ...row,
      status: row.status as VisaLetterStatus,
      reference: references.get(row.registration_id) ?? "",
    })),
    total: Number(count.total),
  };
}
