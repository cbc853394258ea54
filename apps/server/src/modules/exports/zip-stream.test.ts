import { buffer } from "node:stream/consumers";
import { crc32, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { zipStream } from "./zip-stream.ts";

/**
 * Reads an archive back by its central directory, checking each entry's CRC and sizes against
 * its inflated data and its data descriptor: what a strict unzip does.
 */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    expect(zip.readUInt32LE(offset)).toBe(0x04034b50);
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed));
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    const descriptor = zip.subarray(start + compressed, start + compressed + 16);
    expect(descriptor.readUInt32LE(0)).toBe(0x08074b50);
    expect([descriptor.readUInt32LE(4), descriptor.readUInt32LE(12)]).toEqual([crc, size]);
    files.set(name, data.toString("utf8"));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

describe("ZIP stream", () => {
  it("writes entries a strict reader inflates back byte for byte, CRCs and sizes right", async () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `<row r="${i}">Été ${i} 😀</row>`);
    const zip = await buffer(
      zipStream([
        {
          name: "xl/a.xml",
          content: async function* () {
            yield "<a/>";
          },
        },
        {
          name: "xl/worksheets/sheet1.xml",
          content: async function* () {
            for (const line of lines) yield line;
            yield Buffer.from("<fin/>");
          },
        },
        { name: "vide.txt", content: async function* () {} },
      ]),
    );
    expect(unzip(zip)).toEqual(
      new Map([
        ["xl/a.xml", "<a/>"],
        ["xl/worksheets/sheet1.xml", `${lines.join("")}<fin/>`],
        ["vide.txt", ""],
      ]),
    );
  });

  it("stops reading an entry's content when the reader goes away", async () => {
    let produced = 0;
    let finished = false;
    const stream = zipStream([
      {
        name: "sans-fin.xml",
        content: async function* () {
          try {
            // Random text, so that deflate cannot shrink it and the reader's buffer fills.
            for (;;) {
              produced++;
              yield Buffer.from(crypto.getRandomValues(new Uint8Array(16_384)));
            }
          } finally {
            finished = true;
          }
        },
      },
    ]);
    for await (const _chunk of stream) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finished).toBe(true);
    const seen = produced;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(produced).toBe(seen);
    expect(produced).toBeLessThan(50);
  });

  it("passes an error of the content on to the reader", async () => {
    const stream = zipStream([
      {
        name: "casse.xml",
        content: async function* () {
          yield "<debut/>";
          throw new Error("base de données perdue");
        },
      },
    ]);
    await expect(buffer(stream)).rejects.toThrow("base de données perdue");
  });
});
