import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A complete received file, on disk in the incoming folder, not yet stored nor accepted. */
export type IncomingFile = { path: string; size: number; sha256: string };

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`fichier de plus de ${maxBytes} octets`);
  }
}

/**
 * Writes `source` to a new file of `folder` as it arrives (the server never holds it whole),
 * counting and hashing it on the way; past `maxBytes` it stops and throws FileTooLargeError.
 * On any failure the partial file is removed.
 */
export async function receiveFile(
  source: NodeJS.ReadableStream,
  folder: string,
  maxBytes: number,
): Promise<IncomingFile> {
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${randomBytes(12).toString("hex")}.part`);
  const hash = createHash("sha256");
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new FileTooLargeError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counted, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, size, sha256: hash.digest("hex") };
}
