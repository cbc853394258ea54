import { isIPv6 } from "node:net";

/**
 * Windows-1252 and IPv6 as the server decoded them by hand before decision 0042 (commit 043172a),
 * kept as the baselines of `npm run bench -- --only libraries`.
 */

const WINDOWS_1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

export function handDecodedWindows1252(bytes: Uint8Array): string {
  return new TextDecoder("latin1")
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

function expandIPv6(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, dotted.index) + tail;
  }
  const groupsOf = (part: string) => (part ? part.split(":") : []);
  const [head = "", tail] = text.split("::");
  const groups =
    tail === undefined
      ? groupsOf(head)
      : [
          ...groupsOf(head),
          ...Array<string>(8 - groupsOf(head).length - groupsOf(tail).length).fill("0"),
          ...groupsOf(tail),
        ];
  return groups.map((group) => Number.parseInt(group, 16));
}

export function handGroupedAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = expandIPv6(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
