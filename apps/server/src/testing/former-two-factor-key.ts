import { createCipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * The constant the repository once gave every install as its development TWO_FACTOR_KEY (issue
 * #36 item 3), kept here only in base64 so that the tests can show it opens nothing and that the
 * repository no longer holds it in clear.
 */
export const FORMER_REPOSITORY_KEY = Buffer.from(
  "Y29uZ3Jlcy1jbGUtMmZhLWRlLWRldmVsb3BwZW1lbnQtYS1yZW1wbGFjZXI=",
  "base64",
).toString("utf8");

const derived = (key: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", key, "", `congres two-factor ${purpose}`, 32));

/** A secret sealed as version 1 did (before decision 0055): the secret alone, no key id. */
export function sealAsVersion1(key: string, secret: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derived(key, "secret"), iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([
    cipher.update(secret, "utf8"),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `v1.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
}

/** A recovery code's digest as version 1 kept it: keyed by TWO_FACTOR_KEY itself. */
export const version1Digest = (key: string, code: string) =>
  createHmac("sha256", derived(key, "recovery code")).update(code).digest("hex");
