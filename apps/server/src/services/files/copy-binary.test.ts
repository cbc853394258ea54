import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { CopiedByteaColumn, copyHeader, copyTrailer } from "./copy-binary.ts";

/** A binary COPY of one bytea column holding `rows`, as PostgreSQL sends it. */
function copyOf(rows: Buffer[]): Buffer {
  const tuples = rows.flatMap((row) => {
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    head.writeInt32BE(row.length, 2);
    return [head, row];
  });
  return Buffer.concat([copyHeader(), ...tuples, copyTrailer()]);
}

/** `bytes` read through the column in pieces of `size` bytes. */
const columnOf = (bytes: Buffer, size: number) => {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return buffer(Readable.from(pieces).pipe(new CopiedByteaColumn()));
};

describe("a binary COPY of one bytea column", () => {
  const rows = [randomBytes(1000), Buffer.alloc(0), randomBytes(37), randomBytes(513)];
  const copy = copyOf(rows);

  it("gives back the rows' bytes end to end, however the socket cuts the frames", async () => {
    for (const size of [1, 2, 3, 5, 7, 19, 64, copy.length]) {
      expect((await columnOf(copy, size)).equals(Buffer.concat(rows))).toBe(true);
    }
  });

  it("refuses a COPY cut before its trailer, or that is not a binary COPY", async () => {
    await expect(columnOf(copy.subarray(0, copy.length - 2), 64)).rejects.toThrow(
      "the COPY ended before its trailer",
    );
    await expect(columnOf(Buffer.from("storage_key\tbytes\n".repeat(3)), 64)).rejects.toThrow(
      "not PostgreSQL's binary COPY format",
    );
  });
});
