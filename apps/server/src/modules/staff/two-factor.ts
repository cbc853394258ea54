import { randomInt } from "node:crypto";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "@congres/shared";
import { generateSecret, generateURI, verify } from "otplib";
import type { Db } from "../../db/connection.ts";
import type { SessionStage } from "../../db/schema.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { readSetting } from "../settings/settings-repository.ts";
import type { TwoFactorBox } from "./two-factor-box.ts";

/** Two-factor sign-in with TOTP and recovery codes (issue #22 §3, decision 0045). */

export const RECOVERY_CODE_COUNT = 10;
/** ±1 time step of 30 s: a phone whose clock is half a minute off still signs in. */
const DRIFT_SECONDS = 30;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_LENGTH = 10;
export const REQUIRED_ROLES_SETTING = "two_factor_required_roles";

export const twoFactorMessages = {
  passwordRequired: "Le mot de passe est requis",
  passwordWrong: "Le mot de passe est incorrect",
  codeRequired: "Le code est requis",
  codeWrong: "Code incorrect ou déjà utilisé. Saisissez le code affiché par votre application.",
  formInvalid: "Le formulaire contient des erreurs. Veuillez les corriger.",
  alreadyEnabled: "La double authentification est déjà activée sur votre compte.",
  notPending: "Commencez par saisir votre mot de passe pour afficher le QR code.",
  notEnabled: "La double authentification n'est pas activée sur ce compte.",
  requiredForRole:
    "La double authentification est obligatoire pour votre rôle : elle ne peut pas être désactivée.",
  enrolmentRequired:
    "Vous devez d'abord configurer la double authentification (page « Mon compte ») avant d'accéder à l'administration.",
  stepExpired: "Votre connexion a expiré. Saisissez à nouveau votre email et votre mot de passe.",
  resetSelf:
    "Pour votre propre compte, désactivez la double authentification depuis la page « Mon compte ».",
  sessionCurrent: "Cette session est celle de ce navigateur : utilisez « Se déconnecter ».",
  sessionMissing: "Cette session n'existe plus.",
} as const;

/** What `two_factor_secret` is sealed with: a value copied to another account does not open. */
export const secretContext = (userId: number) => `user:${userId}`;

/**
 * The roles 2FA is required for when the setting was never written (decision 0055): the
 * administrators in production (NODE_ENV read at run time), nobody in development.
 */
export const defaultRequiredRoles = (production: boolean): readonly StaffRole[] =>
  production ? ["admin"] : [];

/**
 * The roles an admin requires 2FA for, in the roles' own order: the setting when it was ever
 * written (an empty value says "nobody" and wins over the default), else `defaults`.
 */
export async function requiredRoles(db: Db, defaults: readonly StaffRole[]): Promise<StaffRole[]> {
  const stored = (await readSetting(db, REQUIRED_ROLES_SETTING))?.value;
  const listed = new Set(stored === undefined ? defaults : stored.split(",").filter(isStaffRole));
  return STAFF_ROLES.filter((role) => listed.has(role));
}

/** The setting's stored value: the roles joined by commas; "" (kept, not cleared) when none. */
export const requiredRolesValue = (roles: readonly StaffRole[]) =>
  STAFF_ROLES.filter((role) => roles.includes(role)).join(",");

type TwoFactorState = { id: number; role: StaffRole; two_factor_enabled_at: string | null };

/** Where a correct password leads: the full session, the code step, or enrolment first. */
export async function stageAfterPassword(
  db: Db,
  user: TwoFactorState,
  defaultRoles: readonly StaffRole[],
): Promise<SessionStage> {
  if (user.two_factor_enabled_at !== null) return "two_factor";
  return (await requiredRoles(db, defaultRoles)).includes(user.role) ? "enrolment" : "full";
}

/** Starts (or restarts) enrolment: a new secret, stored sealed and pending until confirmed. */
export async function beginEnrolment(
  db: Db,
  box: TwoFactorBox,
  user: { id: number; email: string },
  issuer: string,
): Promise<{ secret: string; otpauth_url: string }> {
  const secret = generateSecret();
  await db
    .updateTable("users")
    .set({
      two_factor_secret: box.sealNew(secret, secretContext(user.id)),
      two_factor_enabled_at: null,
      two_factor_last_step: null,
    })
    .where("id", "=", user.id)
    .where("two_factor_enabled_at", "is", null)
    .execute();
  return { secret, otpauth_url: generateURI({ issuer, label: user.email, secret }) };
}

export async function twoFactorRow(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["two_factor_secret", "two_factor_enabled_at", "two_factor_last_step"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** The account's secret and recovery codes' digest key, opened; undefined without 2FA. */
export const openedSecretOf = (
  box: TwoFactorBox,
  userId: number,
  row: { two_factor_secret: string | null } | undefined,
) => (row?.two_factor_secret ? box.open(row.two_factor_secret, secretContext(userId)) : undefined);

/** A code as typed: spaces and dashes dropped, lower-cased. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * Accepts a TOTP code once: it must match within ±1 step of `now`, and its step must come after
 * the last accepted one. The step is recorded by a compare-and-set, so two requests carrying the
 * same code at once cannot both pass, on either database.
 */
export async function acceptTotp(
  db: Db,
  box: TwoFactorBox,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const row = await twoFactorRow(db, userId);
  const secret = openedSecretOf(box, userId, row)?.secret;
  if (!row || !secret || !isTotpCode(code)) return false;
  const last = row.two_factor_last_step;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
    ...(last === null ? {} : { afterTimeStep: last }),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !("timeStep" in result)) return false;
  const claimed = await db
    .updateTable("users")
    .set({ two_factor_last_step: result.timeStep })
    .where("id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("two_factor_last_step", "is", null),
        eb("two_factor_last_step", "<", result.timeStep),
      ]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Spends a recovery code (compare-and-set on `used_at`); answers the codes left, or undefined. */
async function spendRecoveryCode(
  db: Db,
  box: TwoFactorBox,
  userId: number,
  code: string,
  now: Date,
): Promise<number | undefined> {
  const opened = openedSecretOf(box, userId, await twoFactorRow(db, userId));
  if (!opened) return undefined;
  const spent = await db
    .updateTable("two_factor_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", box.digest(code, opened))
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return undefined;
  const { left } = await db
    .selectFrom("two_factor_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("left"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(left);
}

export type SecondFactor =
  | { kind: "code" }
  | { kind: "recovery_code"; left: number }
  | { kind: "invalid" };

/** The second factor of an enrolled account: a TOTP code, or a recovery code, each once. */
export async function checkSecondFactor(
  db: Db,
  box: TwoFactorBox,
  userId: number,
  typed: string,
  now: Date,
): Promise<SecondFactor> {
  const code = normaliseCode(typed);
  const row = await twoFactorRow(db, userId);
  if (!row?.two_factor_enabled_at) return { kind: "invalid" };
  if (isTotpCode(code)) {
    return (await acceptTotp(db, box, userId, code, now)) ? { kind: "code" } : { kind: "invalid" };
  }
  const left = await spendRecoveryCode(db, box, userId, code, now);
  return left === undefined ? { kind: "invalid" } : { kind: "recovery_code", left };
}

/**
 * The same check, written in the Journal: a refused code (`auth.two_factor_failed`) or a spent
 * recovery code (`auth.recovery_code_used`, with how many are left).
 */
export async function checkSecondFactorAudited(
  db: Db,
  box: TwoFactorBox,
  user: Actor & { id: number },
  typed: string,
  now: Date,
): Promise<SecondFactor> {
  const factor = await checkSecondFactor(db, box, user.id, typed, now);
  const line = {
    actor: user,
    entity: { type: "user", id: user.id, reference: user.email },
    at: now,
  } as const;
  if (factor.kind === "invalid")
    await recordAudit(db, { ...line, action: "auth.two_factor_failed" });
  if (factor.kind === "recovery_code") {
    await recordAudit(db, {
      ...line,
      action: "auth.recovery_code_used",
      changes: { recovery_codes_left: [factor.left + 1, factor.left] },
    });
  }
  return factor;
}

/** Ten random recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** Turns 2FA off (by its owner, or reset by an admin): secret and recovery codes gone. */
export async function removeTwoFactor(trx: Db, userId: number): Promise<void> {
  await trx
    .updateTable("users")
    .set({ two_factor_secret: null, two_factor_enabled_at: null, two_factor_last_step: null })
    .where("id", "=", userId)
    .execute();
  await trx.deleteFrom("two_factor_recovery_codes").where("user_id", "=", userId).execute();
}

/** Whether the account has 2FA on (the users screen, the disable and reset routes). */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  return Boolean((await twoFactorRow(db, userId))?.two_factor_enabled_at);
}
