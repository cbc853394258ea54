import type { Generated } from "kysely";

/**
 * The authors' uploaded files, as stored (2025-11-30, decision 0074); part of `Database` in
 * schema.ts. Timestamps ISO UTC.
 */

/** One version of one file of a submission; the current one of its kind has no `replaced_at`. */
export type SubmissionFileTable = {
  id: Generated<number>;
  submission_id: number;
  /** SUBMISSION_FILE_KINDS. */
  kind: string;
  /** 1 for the first upload of its kind, then 2, 3… */
  version: number;
  /** The cleaned name the author's file had, with the extension of its real type. */
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  /** The bytes' name in the file store (services/files). */
  storage_key: string;
  uploaded_at: string;
  uploaded_by_email: string;
  replaced_at: string | null;
};

/** PostgreSQL only: a stored file's bytes, 1 MiB a row, in order (services/files). */
export type StoredFileChunkTable = {
  storage_key: string;
  position: number;
  bytes: Buffer;
};
