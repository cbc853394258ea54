import { rm } from "node:fs/promises";
import {
  SUBMISSION_FILE_CONTENT_TYPES,
  SUBMISSION_FILE_RULES,
  type SubmissionFileAnswer,
  type SubmissionFileKind,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { detectFileType } from "../../services/files/file-kind.ts";
import { type FileStore, newStorageKey } from "../../services/files/file-store.ts";
import { FileTooLargeError, receiveFile } from "../../services/files/incoming-file.ts";
import { cleanFileName } from "./file-names.ts";
import { addFileVersion } from "./submission-files-repository.ts";

export type Upload = {
  submission: { id: number; reference: string };
  kind: SubmissionFileKind;
  /** The file part as it arrives, and the name the browser gave it. */
  source: NodeJS.ReadableStream;
  givenName: string;
  /** Where received files wait for their checks (DATA_DIR/incoming). */
  incomingFolder: string;
  store: FileStore;
  actor: Actor;
  at: Date;
};

export type UploadOutcome =
  | { kind: "stored"; file: SubmissionFileAnswer }
  | { kind: "too_large" }
  | { kind: "wrong_type" };

/**
 * An author's upload (issue #39 item 3, decision 0074): the bytes are written to disk as they
 * arrive (counted and hashed, cut off past the kind's limit), their type read from their magic
 * numbers, then moved to the store and recorded as the kind's new current version — the previous
 * one kept — and audited. A refusal leaves nothing: the received file is removed, the store and
 * the database untouched.
 */
export async function uploadSubmissionFile(db: Db, upload: Upload): Promise<UploadOutcome> {
  const rule = SUBMISSION_FILE_RULES[upload.kind];
  let received: Awaited<ReturnType<typeof receiveFile>>;
  try {
    received = await receiveFile(upload.source, upload.incomingFolder, rule.maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) return { kind: "too_large" };
    throw error;
  }
  const type = await detectFileType(received.path);
  if (!type || !rule.types.includes(type)) {
    await rm(received.path, { force: true });
    return { kind: "wrong_type" };
  }
  const name = cleanFileName(upload.givenName, upload.kind, type);
  const storageKey = newStorageKey();
  await upload.store.put(storageKey, received.path);
  try {
    const id = await recordVersion(db, upload, {
      name,
      contentType: SUBMISSION_FILE_CONTENT_TYPES[type],
      size: received.size,
      sha256: received.sha256,
      storageKey,
    });
    return {
      kind: "stored",
      file: { id, kind: upload.kind, name, size: received.size, sha256: received.sha256 },
    };
  } catch (error) {
    await upload.store.remove(storageKey);
    throw error;
  }
}

type StoredBytes = {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
};

/** Two uploads of one kind at once: the later transaction retries on the taken version. */
async function recordVersion(db: Db, upload: Upload, bytes: StoredBytes): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const id = await addFileVersion(trx, {
          ...bytes,
          submissionId: upload.submission.id,
          kind: upload.kind,
          uploadedAt: upload.at.toISOString(),
          uploadedBy: upload.actor.email,
        });
        await recordAudit(trx, {
          at: upload.at,
          actor: upload.actor,
          action: "submission.file_upload",
          entity: {
            type: "submission",
            id: upload.submission.id,
            reference: upload.submission.reference,
          },
          changes: { [upload.kind]: [null, `${bytes.name} (${bytes.size} octets)`] },
        });
        return id;
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
