import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * `X-Congres-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (issue #41, Stripe's
 * scheme): the time is signed with the body, so that a receiver refuses an old request replayed.
 */
export const SIGNATURE_HEADER = "x-congres-signature";
export const DELIVERY_HEADER = "x-congres-delivery";
export const EVENT_HEADER = "x-congres-event";

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/**
 * What a receiver does (README's example, and the tests' receivers): true when `header` signs
 * `body` with `secret` and is at most `toleranceS` seconds old.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  now: Date = new Date(),
  toleranceS = 300,
): boolean {
  const parts = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const v1 = Buffer.from(parts.get("v1") ?? "", "hex");
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return (
    Number.isInteger(t) &&
    Math.abs(now.getTime() / 1000 - t) <= toleranceS &&
    v1.length === expected.length &&
    timingSafeEqual(v1, expected)
  );
}
