import { open, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import type { Db } from "../../db/connection.ts";
import type { FileStore } from "./file-store.ts";

/** The bytes of one row: large enough to be few round trips, small enough to hold a few at once. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files in PostgreSQL (decision 0074), as rows of 1 MiB of `bytea`: every server on the database
 * reads every file, the backup of the database holds them, and no other service is needed. A
 * file is written in one transaction (no half file is ever read) and read one row at a time.
 */
export class PostgresFileStore implements FileStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async put(key: string, path: string): Promise<void> {
    const file = await open(path);
    // One buffer for every row: each insert has sent its copy of the bytes before the next read.
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (let position = 0; ; position += 1) {
          const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, null);
          if (bytesRead === 0) return;
          await trx
            .insertInto("stored_file_chunks")
            .values({ storage_key: key, position, bytes: buffer.subarray(0, bytesRead) })
            .execute();
        }
      });
    } finally {
      await file.close();
      await rm(path, { force: true });
    }
  }

  read(key: string): Readable {
    const db = this.#db;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let position = 0; ; position += 1) {
        const row = await db
          .selectFrom("stored_file_chunks")
          .select("bytes")
          .where("storage_key", "=", key)
          .where("position", "=", position)
          .executeTakeFirst();
        if (!row) return;
        yield row.bytes;
      }
    }
    return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
  }

  async remove(key: string): Promise<void> {
    await this.#db.deleteFrom("stored_file_chunks").where("storage_key", "=", key).execute();
  }
}
