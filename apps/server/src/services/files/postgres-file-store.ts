import { open, rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Pool } from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { type Db, pgPoolOf } from "../../db/connection.ts";
import { CopiedByteaColumn, chunkTupleHead, copyHeader, copyTrailer } from "./copy-binary.ts";
import type { FileStore } from "./file-store.ts";

/** The bytes of one row: large enough to be few rows, small enough to be sent as they are read. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * The rows of the file at `path` under `key`, in binary COPY format, read as they are sent. One
 * buffer holds every row, its frame then its bytes: the COPY stream asks for the next row only
 * once it has written this one to the socket (a row is larger than the stream's and the socket's
 * high-water marks, so each write waits for their 'drain'); a short last row is copied, since a
 * write below those marks returns before the socket has sent it.
 */
async function* chunkRows(key: string, path: string): AsyncGenerator<Buffer> {
  yield copyHeader();
  const keyBytes = Buffer.from(key);
  const frame = chunkTupleHead(keyBytes, 0, 0).length;
  const row = Buffer.allocUnsafe(frame + CHUNK_BYTES);
  const file = await open(path);
  try {
    for (let position = 0; ; position += 1) {
      const { bytesRead } = await file.read(row, frame, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      chunkTupleHead(keyBytes, position, bytesRead).copy(row);
      const bytes = row.subarray(0, frame + bytesRead);
      yield bytesRead === CHUNK_BYTES ? bytes : Buffer.from(bytes);
    }
  } finally {
    await file.close();
  }
  yield copyTrailer();
}

/**
 * Files in PostgreSQL (decision 0074), as rows of 256 KiB of `bytea`: every server on the database
 * reads every file, the backup of the database holds them, and no other service is needed. Bytes
 * go both ways as binary COPY streams (pg-copy-streams) on a connection of the pool: no hex text
 * (node-postgres reads query results as text), no round trip per row. A file is written by one
 * COPY, which stores every row or none (no half file is ever read); it is read as the reader
 * consumes it: the socket is paused while the reader is full, and no row is held whole.
 */
export class PostgresFileStore implements FileStore {
  readonly #db: Db;
  readonly #pool: Pool;

  constructor(db: Db) {
    const pool = pgPoolOf(db);
    if (!pool)
      throw new Error("PostgresFileStore needs a PostgreSQL database opened by openDatabase");
    this.#db = db;
    this.#pool = pool;
  }

  async put(key: string, path: string): Promise<void> {
    try {
      const client = await this.#pool.connect();
      try {
        await pipeline(
          chunkRows(key, path),
          client.query(
            copyFrom(
              "COPY stored_file_chunks (storage_key, position, bytes) FROM STDIN (FORMAT binary)",
            ),
          ),
        );
        client.release();
      } catch (error) {
        // A COPY cut short: the connection is not reused.
        client.release(error as Error);
        throw error;
      }
    } finally {
      await rm(path, { force: true });
    }
  }

  read(key: string): Readable {
    const bytes = new CopiedByteaColumn();
    this.#pool.connect().then(
      (client) => {
        const rows = client.query(
          copyTo(
            `COPY (SELECT bytes FROM stored_file_chunks WHERE storage_key = ${client.escapeLiteral(key)} ORDER BY position) TO STDOUT (FORMAT binary)`,
          ),
        );
        // A reader gone before the end (a client who left) leaves the COPY unfinished: the
        // connection is closed, not given back.
        pipeline(rows, bytes).then(
          () => client.release(),
          (error: Error) => client.release(error),
        );
      },
      (error: Error) => bytes.destroy(error),
    );
    return bytes;
  }

  async remove(key: string): Promise<void> {
    await this.#db.deleteFrom("stored_file_chunks").where("storage_key", "=", key).execute();
  }
}
