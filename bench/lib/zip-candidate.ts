/**
 * `node --import tsx bench/lib/zip-candidate.ts <writer> <megabytes>`: zips a sheet of about that
 * many megabytes of SpreadsheetML-like rows, as the XLSX export feeds it (pieces of ~16 000
 * characters), into a consumer that takes each chunk on the next turn of the event loop, and
 * prints one line of JSON: time, CPU (the thread pool included), peak RSS, the event loop's
 * longest stall, bytes. One process per writer, so that each peak is its own.
 */
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { Zip, ZipDeflate } from "fflate";
import { type ZipEntry, zipStream } from "../../apps/server/src/services/exports/zip-stream.ts";

/** Our ZIP writer before decision 0042, read from the repository's history (it imports only node:). */
async function handWrittenZipStream(zipped: ZipEntry[]): Promise<Readable> {
  const source = execFileSync(
    "git",
    ["show", "043172a:apps/server/src/services/exports/zip-stream.ts"],
    { cwd: fileURLToPath(new URL("../..", import.meta.url)), encoding: "utf8" },
  );
  const file = join(mkdtempSync(join(tmpdir(), "hand-written-zip-")), "zip-stream.ts");
  writeFileSync(file, source);
  const { zipStream: written } = (await import(file)) as { zipStream: typeof zipStream };
  return written(zipped);
}

const [writer = "yazl", megabytes = "10"] = process.argv.slice(2);
const targetChars = Number(megabytes) * 1e6;

const WORDS = [
  "Casablanca",
  "sexologie",
  "Dr",
  "Amina",
  "Benali",
  "CHU",
  "Ibn",
  "Rochd",
  "santé",
  "sexuelle",
  "Maroc",
  "Sénégal",
  "étude",
  "clinique",
  "patients",
  "résultats",
  "2025",
  "Rabat",
];

/** Rows of inline strings and numbers, from a fixed seed: every writer zips the same text. */
async function* sheet(): AsyncGenerator<string> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed;
  };
  let written = 0;
  let row = 1;
  while (written < targetChars) {
    let piece = "";
    while (piece.length < 16_000) {
      const words = Array.from({ length: 6 }, () => WORDS[next() % WORDS.length]).join(" ");
      piece += `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>${words}</t></is></c><c r="B${row}"><v>${next() % 100_000}</v></c></row>`;
      row++;
    }
    written += piece.length;
    yield piece;
  }
}

const entries: ZipEntry[] = [
  {
    name: "[Content_Types].xml",
    content: async function* () {
      yield "<Types/>";
    },
  },
  { name: "xl/worksheets/sheet1.xml", content: sheet },
];

/** fflate's streaming writer: deflates on this thread, as each piece is pushed. */
function fflateZipStream(zipped: ZipEntry[]): Readable {
  const out = new Readable({ read() {} });
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.push(chunk);
      if (final) out.push(null);
    }
  });
  void (async () => {
    for (const { name, content } of zipped) {
      const file = new ZipDeflate(name, { level: 1 });
      zip.add(file);
      for await (const part of content()) {
        file.push(typeof part === "string" ? Buffer.from(part) : part);
        // fflate has no backpressure of its own: wait while the reader has more than enough.
        if (out.readableLength > 64 * 1024) await once(out, "data");
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

const writers: Record<string, () => Readable | Promise<Readable>> = {
  "hand-written": () => handWrittenZipStream(entries),
  yazl: () => zipStream(entries),
  fflate: () => fflateZipStream(entries),
};
const make = writers[writer];
if (!make) throw new Error(`unknown writer ${writer}`);
const archive = await make();

let bytes = 0;
const delays = monitorEventLoopDelay({ resolution: 5 });
delays.enable();
const cpu = process.cpuUsage();
const started = performance.now();
await pipeline(
  archive,
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      setImmediate(done);
    },
  }),
);
const ms = performance.now() - started;
delays.disable();
const used = process.cpuUsage(cpu);
process.stdout.write(
  `${JSON.stringify({
    ms,
    cpuMs: (used.user + used.system) / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    stallMs: delays.max / 1e6,
    bytes,
  })}\n`,
);
