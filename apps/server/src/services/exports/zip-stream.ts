import { PassThrough, Readable } from "node:stream";
import { ZipFile } from "yazl";
import { collectYoungGarbage } from "./young-garbage.ts";

/** A file of the archive: its path and its content, produced as it is zipped (never whole). */
export type ZipEntry = {
  name: string;
  content: () => AsyncIterable<string | Buffer>;
  /** Kept as it is (no deflate): files already compressed, as PDF and PPTX are. */
  stored?: boolean;
};

/**
 * Deflate level 1: several times faster than 6 for a file ~20 % larger. A fixed date, 1980-01-01
 * (the format's first day), without the extra timestamp field: the same rows give the same bytes.
 */
const ENTRY_OPTIONS = {
  compressionLevel: 1,
  mtime: new Date(1980, 0, 1),
  forceDosTimestamp: true,
};

/** Bytes handed to the deflater at once: each hand-over is a round trip to the thread pool. */
const BATCH_BYTES = 128 * 1024;

/** The content as UTF-8 buffers of about `BATCH_BYTES`: texts are written into a batch, never kept as one long string. */
async function* batched(content: AsyncIterable<string | Buffer>): AsyncGenerator<Buffer> {
  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  const full = () => {
    const bytes = batch.subarray(0, used);
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
    return bytes;
  };
  for await (const part of content) {
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    const room = typeof part === "string" ? part.length * 3 : part.length;
    if (used > 0 && used + room > BATCH_BYTES) yield full();
    if (room > BATCH_BYTES) yield typeof part === "string" ? Buffer.from(part) : part;
    else if (typeof part === "string") used += batch.write(part, used);
    else used += part.copy(batch, used);
  }
  if (used > 0) yield full();
}

/**
 * A ZIP archive of `entries`, written by yazl as it is read (decision 0042): each entry's data is
 * deflated as it comes (on libuv's thread pool), followed by a data descriptor, the central
 * directory last; ZIP64 beyond 4 GiB. Everything is pulled through pipes: an entry's content is
 * asked for its next part only when the deflater has room, and the deflater runs only as fast as
 * the reader takes the archive. Destroying the archive (a client gone) stops the entry being read
 * (its generator is returned: the rows stop); an error of a content destroys the archive with it.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const archive = new PassThrough({ highWaterMark: 64 * 1024 });
  const zip = new ZipFile();
  const reading = new Set<Readable>();
  archive.once("close", () => {
    for (const source of reading) source.destroy();
  });
  for (const { name, content, stored } of entries) {
    // Lazy: an entry's content is started only once the entries before it are written.
    const options = stored ? { ...ENTRY_OPTIONS, compressionLevel: 0 } : ENTRY_OPTIONS;
    zip.addReadStreamLazy(name, options, (open) => {
      // A stored file's buffers go as they come: batching them would only copy them again.
      const source = Readable.from(stored ? content() : batched(content()), { highWaterMark: 1 });
      reading.add(source);
      source.once("error", (error) => archive.destroy(error));
      source.once("end", () => {
        reading.delete(source);
        // Its read buffers are sent: freed now rather than when V8's own trigger comes.
        collectYoungGarbage();
      });
      open(null, source);
    });
  }
  zip.end();
  zip.outputStream.pipe(archive);
  return archive;
}
