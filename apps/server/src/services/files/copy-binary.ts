import { Transform, type TransformCallback } from "node:stream";

/**
 * PostgreSQL's binary COPY format (https://www.postgresql.org/docs/current/sql-copy.html, « Binary
 * Format »): a header (signature, flags, extension length), each tuple as its field count then
 * each field's length and bytes (integers big-endian), a trailer of field count -1. What the
 * authors' files store needs of it (decision 0074): writing rows (key, position, bytes), and
 * reading back one bytea column. pg-copy-streams carries the bytes; it does not frame them.
 */
const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
const HEADER_BYTES = SIGNATURE.length + 4 + 4;

/** The header: no flags, no extension. */
export const copyHeader = () => Buffer.concat([SIGNATURE, Buffer.alloc(8)]);

/** The trailer: a field count of -1. */
export const copyTrailer = () => Buffer.from([0xff, 0xff]);

/** What precedes `length` bytes of a chunk: the tuple (key text, position int4, bytes bytea). */
export function chunkTupleHead(key: Buffer, position: number, length: number): Buffer {
  const head = Buffer.allocUnsafe(2 + 4 + key.length + 4 + 4 + 4);
  let at = head.writeInt16BE(3, 0);
  at = head.writeInt32BE(key.length, at);
  at += key.copy(head, at);
  at = head.writeInt32BE(4, at);
  at = head.writeInt32BE(position, at);
  head.writeInt32BE(length, at);
  return head;
}

type State = "header" | "extension" | "tuple" | "field" | "done";

/**
 * The bytes of a binary `COPY (SELECT one_bytea_column …) TO STDOUT`, tuple after tuple, with the
 * framing taken out. Each field's bytes are passed on as they arrive, as slices of what was read
 * from the socket: no row is ever held whole, nothing is copied but a frame cut between two reads.
 */
export class CopiedByteaColumn extends Transform {
  #state: State = "header";
  /** The bytes of a header or a tuple's frame cut between two reads. */
  #pending: Buffer | undefined;
  /** Bytes of the current extension or field still to come. */
  #left = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const data = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    this.#pending = undefined;
    let at = 0;
    while (at < data.length && this.#state !== "done") {
      if (this.#state === "field" || this.#state === "extension") {
        const taken = Math.min(this.#left, data.length - at);
        if (this.#state === "field") this.push(data.subarray(at, at + taken));
        at += taken;
        this.#left -= taken;
        if (this.#left === 0) this.#state = "tuple";
        continue;
      }
      const available = data.length - at;
      if (this.#state === "header") {
        if (available < HEADER_BYTES) break;
        if (!data.subarray(at, at + SIGNATURE.length).equals(SIGNATURE)) {
          done(new Error("not PostgreSQL's binary COPY format"));
          return;
        }
        this.#left = data.readUInt32BE(at + SIGNATURE.length + 4);
        at += HEADER_BYTES;
        this.#state = this.#left > 0 ? "extension" : "tuple";
        continue;
      }
      // A tuple: its field count (-1: the trailer), then the one field's length.
      if (available < 2) break;
      const fields = data.readInt16BE(at);
      if (fields === -1) {
        this.#state = "done";
        break;
      }
      if (fields !== 1) {
        done(new Error(`a COPY tuple of ${fields} fields, one expected`));
        return;
      }
      if (available < 6) break;
      const length = data.readInt32BE(at + 2);
      at += 6;
      // NULL (-1) or empty: nothing to pass on.
      this.#left = Math.max(length, 0);
      this.#state = this.#left > 0 ? "field" : "tuple";
    }
    if (at < data.length && this.#state !== "done") this.#pending = Buffer.from(data.subarray(at));
    done();
  }

  override _flush(done: TransformCallback) {
    done(this.#state === "done" ? null : new Error("the COPY ended before its trailer"));
  }
}
