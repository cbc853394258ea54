import type { Db } from "../../db/connection.ts";
import { createDelegateSession, deleteDelegateSession } from "./delegate-session-store.ts";
import { consumeLink } from "./space-links.ts";

/**
 * Opens a delegate session with a sign-in link's token (decision 0068): the link is used up and
 * the session created in one transaction, and the session this browser held before, if any, is
 * ended (rotation, as at the staff's sign-in). Undefined for an unknown, used or expired link.
 */
export async function openSpaceSession(
  db: Db,
  token: string,
  now: Date,
  previousSessionId: number | undefined,
): Promise<{ email: string; sessionToken: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const email = await consumeLink(trx, token, now);
    if (email === undefined) return undefined;
    if (previousSessionId !== undefined) await deleteDelegateSession(trx, previousSessionId);
    return { email, sessionToken: await createDelegateSession(trx, email, now) };
  });
}
