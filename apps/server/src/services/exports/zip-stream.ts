import { pipeline, Readable } from "node:stream";
import { crc32, createDeflateRaw } from "node:zlib";

/** A file of the archive: its path and its content, produced as it is zipped (never whole). */
export type ZipEntry = { name: string; content: () => AsyncIterable<string | Buffer> };

/** What a data descriptor and the central directory say of an entry once it is written. */
type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

/** Bit 3: sizes and CRC follow the data (a streamed entry); bit 11: UTF-8 names. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** 1980-01-01 00:00 in MS-DOS format: a fixed date, so that the same rows give the same bytes. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
/** Beyond 4 GiB an entry would need ZIP64, which this writer does not write. */
const MAX_SIZE = 0xffff_ffff;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  // CRC and sizes (bytes 14–25) are zero here: the data descriptor after the data gives them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number, attributes (bytes 30–41): none.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(entries: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** Bytes handed to the deflater at once: each hand-over is a round trip to the thread pool. */
const BATCH_BYTES = 256 * 1024;

/**
 * The content as UTF-8 buffers of about `BATCH_BYTES` (texts are written into a batch, never
 * kept as one long string), summed into `entry` (CRC and size) on the way.
 */
async function* measured(content: AsyncIterable<string | Buffer>, entry: Written) {
  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  const counted = (bytes: Buffer) => {
    entry.crc = crc32(bytes, entry.crc);
    entry.size += bytes.length;
    if (entry.size > MAX_SIZE) throw new Error(`${entry.name} dépasse 4 Go`);
    return bytes;
  };
  const full = () => {
    const bytes = counted(batch.subarray(0, used));
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
    return bytes;
  };
  for await (const part of content) {
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    const room = typeof part === "string" ? part.length * 3 : part.length;
    if (used > 0 && used + room > BATCH_BYTES) yield full();
    if (room > BATCH_BYTES) yield counted(typeof part === "string" ? Buffer.from(part) : part);
    else if (typeof part === "string") used += batch.write(part, used);
    else used += part.copy(batch, used);
  }
  if (used > 0) yield full();
}

/**
 * The content deflated, chunk by chunk. Everything is pulled: the content is asked for its
 * next part only when the deflater has room, the deflater only runs when our reader asks, so
 * nothing piles up whatever the speed of the client. Deflate runs on libuv's thread pool, beside
 * the thread writing the XML. Level 1: several times faster than 6 for a file ~20 % larger.
 */
async function* deflated(content: AsyncIterable<Buffer>, entry: Written) {
  const deflate = createDeflateRaw({ level: 1, chunkSize: 64 * 1024 });
  // An error of the content destroys the deflater, and so reaches the loop below; a reader
  // leaving early destroys the deflater, and with it the source (its generator is returned:
  // the rows stop). Either way the pipeline's own callback has nothing left to do.
  pipeline(Readable.from(content, { highWaterMark: 1 }), deflate, () => {});
  for await (const chunk of deflate as AsyncIterable<Buffer>) {
    entry.compressed += chunk.length;
    if (entry.compressed > MAX_SIZE) throw new Error(`${entry.name} dépasse 4 Go`);
    yield chunk;
  }
}

/**
 * A ZIP archive of `entries`, written as it is read: each entry's local header, its data
 * deflated as it comes, then a data descriptor (CRC and sizes, known only at its end), and the
 * central directory last. Only what is being compressed is in memory.
 */
async function* zipBytes(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  let offset = 0;
  const written: Written[] = [];
  for (const { name, content } of entries) {
    const entry: Written = { name: Buffer.from(name), crc: 0, compressed: 0, size: 0, offset };
    const header = localHeader(entry.name);
    yield header;
    for await (const chunk of deflated(measured(content(), entry), entry)) yield chunk;
    const descriptor = dataDescriptor(entry);
    yield descriptor;
    offset += header.length + entry.compressed + descriptor.length;
    if (offset > MAX_SIZE) throw new Error("L'archive dépasse 4 Go");
    written.push(entry);
  }
  const directory = Buffer.concat(written.map(centralHeader));
  yield Buffer.concat([directory, endOfDirectory(written.length, directory.length, offset)]);
}

/** The archive as a byte stream; destroying it (a client gone) stops reading the entries. */
export function zipStream(entries: ZipEntry[]): Readable {
  return Readable.from(zipBytes(entries), { objectMode: false, highWaterMark: 64 * 1024 });
}
