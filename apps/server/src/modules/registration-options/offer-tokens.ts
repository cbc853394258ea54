import { createHash, randomBytes } from "node:crypto";

/** A waiting-list offer's link token (256 random bits); the database keeps its SHA-256 only. */
export const newOfferToken = () => randomBytes(32).toString("base64url");

export const hashOfferToken = (token: string) => createHash("sha256").update(token).digest("hex");
