import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { ZipFile } from "yazl";

/**
 * Files as authors send them, made here: a PDF's bytes, a real PPTX package and the look-alikes
 * an upload must refuse (a PNG named .pdf, a Word document, a ZIP with a `ppt/` folder), and the
 * multipart body a browser posts.
 */

/** A PDF of about `bytes` (its header, random content, its end marker). */
export function pdfBytes(bytes = 4096): Buffer {
  const head = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n", "latin1");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length - tail.length)), tail]);
}

/** The first bytes of a PNG, and more: what a screenshot renamed « poster.pdf » holds. */
export const pngBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from("IHDR"),
    randomBytes(2048),
  ]);

const OOXML_MAIN = {
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
};

async function zipOf(entries: [string, string][]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of entries) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return collect(zip);
}

async function collect(zip: ZipFile): Promise<Buffer> {
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  const parts: Buffer[] = [];
  for await (const part of out) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** An Office package whose main part is a presentation (`pptx`) or a Word document (`docx`). */
export function officeBytes(kind: "pptx" | "docx"): Promise<Buffer> {
  const folder = kind === "pptx" ? "ppt/presentation.xml" : "word/document.xml";
  return zipOf([
    [
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${folder}" ContentType="${OOXML_MAIN[kind]}"/></Types>`,
    ],
    ["_rels/.rels", "<Relationships/>"],
    [folder, "<root/>"],
  ]);
}

/**
 * The first half of a ZIP with a `ppt/` folder and no content types (a download cut short):
 * file-type, running out of bytes before any `[Content_Types].xml`, guesses « pptx » from it.
 */
export async function zipWithPptFolder(): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from("<slide/>"), "ppt/slide1.xml");
  zip.addBuffer(randomBytes(100_000), "media/image1.bin", { compress: false });
  zip.end();
  const whole = await collect(zip);
  return whole.subarray(0, whole.length / 2);
}

/** A `multipart/form-data` body: the part `kind`, then the part `file`, as a browser sends them. */
export function multipartBody(
  kind: string,
  file: { name: string; bytes: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----congres${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
