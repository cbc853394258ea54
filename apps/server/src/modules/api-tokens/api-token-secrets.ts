import { createHash, randomBytes } from "node:crypto";

/** What every token starts with, so that a secret scanner or a reader knows one when it sees it. */
export const TOKEN_MARK = "cgt_";
/** The characters of a token the list shows (the mark and 8 of its 43 random ones). */
const PREFIX_LENGTH = TOKEN_MARK.length + 8;
const TOKEN_PATTERN = /^cgt_[A-Za-z0-9_-]{43}$/;

/** A new token: 256 random bits, base64url, after the mark. */
export function newTokenSecret(): { token: string; hash: string; prefix: string } {
  const token = `${TOKEN_MARK}${randomBytes(32).toString("base64url")}`;
  return { token, hash: tokenHash(token), prefix: token.slice(0, PREFIX_LENGTH) };
}

/**
 * The SHA-256 the table keeps. A slow hash guards guessable secrets such as passwords; 256 random
 * bits need none, and a fast one keeps the per-request lookup one indexed read.
 */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);
