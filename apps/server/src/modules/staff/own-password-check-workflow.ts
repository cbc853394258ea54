import type { Db } from "../../db/connection.ts";
import type { LoginAttempt } from "./login-throttle.ts";
import { verifyPassword } from "./passwords.ts";
import { reserveLoginAttempt } from "./sign-in-attempt-workflow.ts";
import { findUserByEmail } from "./user-repository.ts";

type Allowed = Extract<LoginAttempt, { allowed: true }>;
type SignedInUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

export type OwnPasswordCheck =
  | { kind: "refused"; attempt: Extract<LoginAttempt, { allowed: false }> }
  | { kind: "wrong"; attempt: Allowed }
  | { kind: "right"; attempt: Allowed; user: SignedInUser };

/**
 * A signed-in person's password, checked again before a sensitive change (2FA on or off). A
 * stolen session must not become a way to guess it: the check counts as a sign-in attempt,
 * under the same limits (decision 0010).
 */
export async function checkOwnPassword(
  db: Db,
  email: string,
  ip: string,
  password: string,
): Promise<OwnPasswordCheck> {
  const attempt = await reserveLoginAttempt(db, email, ip);
  if (!attempt.allowed) return { kind: "refused", attempt };
  const user = await findUserByEmail(db, email);
  if (!user || !(await verifyPassword(user.password_hash, password))) {
    return { kind: "wrong", attempt };
  }
  return { kind: "right", attempt, user };
}
