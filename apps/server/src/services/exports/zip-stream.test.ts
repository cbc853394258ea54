import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { unzip } from "../../testing/read-zip.ts";
import { zipStream } from "./zip-stream.ts";

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

  it("gives the same bytes for the same entries, whatever the day", async () => {
    const zipped = () =>
      buffer(
        zipStream([
          {
            name: "xl/worksheets/sheet1.xml",
            content: async function* () {
              yield "<row>Été</row>";
            },
          },
        ]),
      );
    const first = await zipped();
    // The entry's date is the fixed 1980-01-01, never the clock's (a second later gives the same).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await zipped()).toEqual(first);
    // 0x21 = 1980-01-01 in MS-DOS format, in the local header.
    expect([first.readUInt16LE(10), first.readUInt16LE(12)]).toEqual([0, 0x21]);
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
