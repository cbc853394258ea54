import type { SubmissionFileKind, SubmissionFileRow } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/** SQL over `submission_files` (decision 0074): the versions of each submission's files. */

const ROW_COLUMNS = [
  "id",
  "kind",
  "name",
  "size",
  "sha256",
  "version",
  "uploaded_at",
  "replaced_at",
] as const;

type StoredRow = Omit<SubmissionFileRow, "current" | "kind"> & {
  kind: string;
  replaced_at: string | null;
};

const asRow = ({ replaced_at, ...row }: StoredRow): SubmissionFileRow => ({
  ...row,
  kind: row.kind as SubmissionFileKind,
  size: Number(row.size),
  current: replaced_at === null,
});

/** Every version of a submission's files, kind by kind, newest first. */
export async function filesOfSubmission(
  db: Db,
  submissionId: number,
): Promise<SubmissionFileRow[]> {
  const rows = await db
    .selectFrom("submission_files")
    .select(ROW_COLUMNS)
    .where("submission_id", "=", submissionId)
    .orderBy("kind")
    .orderBy("version", "desc")
    .execute();
  return rows.map(asRow);
}

/** One file of a submission (any version), with where its bytes are. */
export function fileOfSubmission(db: Db, submissionId: number, fileId: number) {
  return db
    .selectFrom("submission_files")
    .select(["id", "kind", "name", "content_type", "size", "storage_key"])
    .where("submission_id", "=", submissionId)
    .where("id", "=", fileId)
    .executeTakeFirst();
}

/** The current files of `kinds` of these submissions, by submission id then kind. */
export async function currentFiles(
  db: Db,
  submissionIds: readonly number[],
  kinds: readonly SubmissionFileKind[],
) {
  if (submissionIds.length === 0) return [];
  return db
    .selectFrom("submission_files")
    .select(["submission_id", "kind", "name", "size", "storage_key"])
    .where("submission_id", "in", [...submissionIds])
    .where("kind", "in", [...kinds])
    .where("replaced_at", "is", null)
    .orderBy("submission_id")
    .orderBy("kind")
    .execute();
}

/** The submissions, among all, that have a current file of `kind`. */
export async function submissionIdsWithFile(
  db: Db,
  kind: SubmissionFileKind,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom("submission_files")
    .select("submission_id")
    .where("kind", "=", kind)
    .where("replaced_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.submission_id));
}

export type NewFileVersion = {
  submissionId: number;
  kind: SubmissionFileKind;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  uploadedAt: string;
  uploadedBy: string;
};

/**
 * Makes `file` the current one of its kind, inside the caller's transaction: the previous current
 * one is marked replaced (kept as a version), the new one takes the next version number.
 */
export async function addFileVersion(trx: Db, file: NewFileVersion): Promise<number> {
  const last = await trx
    .selectFrom("submission_files")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("submission_id", "=", file.submissionId)
    .where("kind", "=", file.kind)
    .executeTakeFirst();
  await trx
    .updateTable("submission_files")
    .set({ replaced_at: file.uploadedAt })
    .where("submission_id", "=", file.submissionId)
    .where("kind", "=", file.kind)
    .where("replaced_at", "is", null)
    .execute();
  const inserted = await trx
    .insertInto("submission_files")
    .values({
      submission_id: file.submissionId,
      kind: file.kind,
      version: Number(last?.version ?? 0) + 1,
      name: file.name,
      content_type: file.contentType,
      size: file.size,
      sha256: file.sha256,
      storage_key: file.storageKey,
      uploaded_at: file.uploadedAt,
      uploaded_by_email: file.uploadedBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The storage keys of a submission's files (before its erasure deletes the rows). */
export async function storageKeysOf(db: Db, submissionIds: readonly number[]): Promise<string[]> {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .selectFrom("submission_files")
    .select("storage_key")
    .where("submission_id", "in", [...submissionIds])
    .execute();
  return rows.map((row) => row.storage_key);
}
