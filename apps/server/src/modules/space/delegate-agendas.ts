import type { Db } from "../../db/connection.ts";

/**
 * The sessions a delegate starred in « Mon programme », kept with her e-mail so that they follow
 * her from one device to another (issue #38 item 6). The browser merges them with its own stars
 * and saves the union; the server keeps what it is given.
 */

export async function readAgenda(db: Db, email: string): Promise<string[]> {
  const row = await db
    .selectFrom("delegate_agendas")
    .select("session_ids")
    .where("email", "=", email)
    .executeTakeFirst();
  return row ? (JSON.parse(row.session_ids) as string[]) : [];
}

export async function saveAgenda(
  db: Db,
  email: string,
  sessionIds: readonly string[],
  now: Date,
): Promise<void> {
  const values = { session_ids: JSON.stringify(sessionIds), updated_at: now.toISOString() };
  await db
    .insertInto("delegate_agendas")
    .values({ email, ...values })
    .onConflict((conflict) => conflict.column("email").doUpdateSet(values))
    .execute();
}
