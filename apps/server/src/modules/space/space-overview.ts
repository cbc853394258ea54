import type { BankTransferAnswer, SpaceAnswer } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { spaceRegistrations } from "../registrations/registration-space.ts";
import { spaceSubmissions } from "../submissions/submission-space.ts";

/**
 * What `GET /api/space` shows the delegate `email`: every registration and every submission whose
 * e-mail is hers (case-insensitively), and nothing else (issue #38 item 2).
 */
export async function spaceOverview(
  db: Db,
  email: string,
  bankTransfer: BankTransferAnswer,
): Promise<SpaceAnswer> {
  // Two owners, two reads: on PostgreSQL they run side by side on the pool.
  const [registrations, submissions] = await Promise.all([
    spaceRegistrations(db, email, bankTransfer),
    spaceSubmissions(db, email),
  ]);
  return { email, registrations, submissions };
}
