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
  return {
    email,
    registrations: await spaceRegistrations(db, email, bankTransfer),
    submissions: await spaceSubmissions(db, email),
  };
}
