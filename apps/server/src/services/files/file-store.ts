import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/**
 * Where uploaded files' bytes live (decision 0074): a folder under DATA_DIR on SQLite (one
 * server), PostgreSQL's own rows with DATABASE_URL (every server reads every file). Keys are
 * random; the domain keeps them beside its rows.
 */
export interface FileStore {
  /** Takes the complete file at `path` (a received upload) under `key`; `path` is gone after. */
  put(key: string, path: string): Promise<void>;
  /** The bytes under `key`, read as they are consumed. */
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

/** A new key: 128 random bits, hex. */
export const newStorageKey = () => randomBytes(16).toString("hex");
