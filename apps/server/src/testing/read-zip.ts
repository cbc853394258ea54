import { crc32, inflateRawSync } from "node:zlib";
import { expect } from "vitest";

/**
 * Reads an archive back by its central directory, checking each entry's CRC and sizes against
 * its inflated data and its data descriptor: what a strict unzip does.
 */
export function unzip(zip: Buffer): Map<string, string> {
  return new Map([...unzipBytes(zip)].map(([name, data]) => [name, data.toString("utf8")]));
}

/** The same, each entry's bytes as they are: deflated or stored (method 0) entries. */
export function unzipBytes(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
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
    const raw = zip.subarray(start, start + compressed);
    const data = zip.readUInt16LE(at + 10) === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    const descriptor = zip.subarray(start + compressed, start + compressed + 16);
    expect(descriptor.readUInt32LE(0)).toBe(0x08074b50);
    expect([descriptor.readUInt32LE(4), descriptor.readUInt32LE(12)]).toEqual([crc, size]);
    files.set(name, data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}
