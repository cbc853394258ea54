import type { ProgrammeVersionRow } from "@congres/shared";
import type { ProgrammeData, PublishedProgramme } from "@congres/shared/programme";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { ProgrammeVersionTable } from "../../db/schema.ts";
import { staffContacts } from "../staff/staff-contacts.ts";
import type { PublishedProgrammeSource } from "./published-source.ts";

/**
 * The publications (`programme_versions`, decision 0049): each a numbered, frozen
 * `ProgrammeData` with who published it and when. What every public rendering reads.
 */

const publicationOf = (row: Selectable<ProgrammeVersionTable>): PublishedProgramme => ({
  ...(JSON.parse(row.snapshot) as ProgrammeData),
  version: row.version,
  publishedAt: row.published_at,
});

/** The latest version's number, undefined before any: one index lookup. */
export async function latestVersionNumber(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom("programme_versions")
    .select("version")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.version;
}

export async function latestPublication(db: Db): Promise<PublishedProgramme | undefined> {
  const row = await db
    .selectFrom("programme_versions")
    .selectAll()
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? publicationOf(row) : undefined;
}

export async function publication(
  db: Db,
  version: number,
): Promise<PublishedProgramme | undefined> {
  const row = await db
    .selectFrom("programme_versions")
    .selectAll()
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? publicationOf(row) : undefined;
}

/** The publications, newest first, with who published each (their e-mail while the account lives). */
export async function listVersions(db: Db): Promise<ProgrammeVersionRow[]> {
  const rows = await db
    .selectFrom("programme_versions")
    .select(["version", "published_at", "snapshot", "published_by"])
    .orderBy("version", "desc")
    .execute();
  const publishers = await staffContacts(
    db,
    rows.flatMap((row) => (row.published_by === null ? [] : [row.published_by])),
  );
  return rows.map((row) => ({
    version: row.version,
    published_at: row.published_at,
    published_by:
      row.published_by === null ? null : (publishers.get(row.published_by)?.email ?? null),
    sessions: (JSON.parse(row.snapshot) as ProgrammeData).sessions.length,
  }));
}

/** Two staff publishing at once on PostgreSQL: the second's version number is taken. */
const ATTEMPTS = 3;

/** Runs a transaction that stores a version again (up to 3 times) when another took its number. */
export async function withPublishRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= ATTEMPTS) throw error;
    }
  }
}

/** Stores `programme` as the version after `previous`; a unique violation means someone published meanwhile. */
export async function insertVersion(
  db: Db,
  programme: ProgrammeData,
  context: { previous: number | undefined; by: number | null; at: Date },
): Promise<PublishedProgramme> {
  const row = {
    version: (context.previous ?? 0) + 1,
    published_at: context.at.toISOString(),
    published_by: context.by,
    snapshot: JSON.stringify(programme),
  };
  await db.insertInto("programme_versions").values(row).execute();
  return publicationOf(row);
}

/** The publications of the database, for the pages, iCal and PDF (the lead wires them). */
export const databaseProgrammeSource = (db: Db): PublishedProgrammeSource => ({
  latestVersion: () => latestVersionNumber(db),
  latest: () => latestPublication(db),
});
