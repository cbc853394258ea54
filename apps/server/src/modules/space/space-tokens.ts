import { createHash, randomBytes } from "node:crypto";

/**
 * The delegate space's secrets (decision 0068): 256-bit random tokens, of which the database
 * keeps only the SHA-256 — as the staff's sessions and links do, apart so that the space needs
 * nothing of the staff module.
 */
export const newToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
