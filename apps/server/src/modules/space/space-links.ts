import type { Db } from "../../db/connection.ts";
import { hashToken } from "./space-tokens.ts";

/**
 * The sign-in links of the delegate space (decision 0068): only the SHA-256 of each token, with
 * the address it was asked for, its expiry and its use. A link works once.
 */

/**
 * Forgets every link asked before `before` (used, expired, and out of the hour's count), whatever
 * its address: the table keeps an address, known or not, no longer than its links can matter —
 * one typed once and never again is gone at the next request of anyone.
 */
export async function forgetLinksBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom("space_links").where("created_at", "<=", before.toISOString()).execute();
}

/** How many links were asked for `email` since `since` (the per-address limit of the hour). */
export async function countLinksSince(db: Db, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("space_links")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("email", "=", email)
    .where("created_at", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function storeLink(
  db: Db,
  link: { token: string; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("space_links")
    .values({
      token_hash: hashToken(link.token),
      email: link.email,
      created_at: link.createdAt.toISOString(),
      expires_at: link.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

/**
 * Uses a link up and answers its address, in one statement, so that two requests with one token
 * cannot both use it. Undefined when unknown, used or expired.
 */
export async function consumeLink(db: Db, token: string, now: Date) {
  const row = await db
    .updateTable("space_links")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("email")
    .executeTakeFirst();
  return row?.email;
}
