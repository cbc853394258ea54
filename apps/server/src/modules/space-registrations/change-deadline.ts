import { type ChangeDeadline, INTL_LOCALES, LOCALES, type Locale } from "@congres/shared";

import type { FastifyInstance } from "fastify";
import { closingTimeIn } from "../../services/languages/answer-messages.ts";
import { closingTimeOf } from "../deadlines/closing-times.ts";
import { readSetting } from "../settings/settings-repository.ts";

/** The instant after which delegates no longer change their registration online (decision 0069). */
export const CHANGE_DEADLINE_SETTING = "registrations.change_deadline";

/**
 * The change deadline in force: the secretariat's own setting, else the registrations' effective
 * closing time (their setting, else the environment's), read afresh (a change is rare and a
 * delegate's write is not a hot path).
 */
export async function changeDeadlineOf(app: FastifyInstance): Promise<ChangeDeadline> {
  const [setting, registrations] = await Promise.all([
    readSetting(app.db, CHANGE_DEADLINE_SETTING),
    closingTimeOf(app, "registration"),
  ]);
  const closesAt = setting?.value ?? registrations.closes_at;
  return {
    closes_at: closesAt,
    source: setting ? "admin" : closesAt ? "registrations" : "none",
    open: closesAt === null || app.clock().getTime() < Date.parse(closesAt),
    registrations_close_at: registrations.closes_at,
    updated_at: setting?.updated_at ?? null,
    updated_by: setting?.updated_by_email ?? null,
  };
}

const written = Object.fromEntries(
  LOCALES.map((locale) => [locale, closingTimeIn(INTL_LOCALES[locale])]),
) as Record<Locale, (iso: string) => string>;

/** An instant as the delegate reads it: Casablanca's wall clock, Western digits, 24-hour clock. */
export const writtenInstant = (iso: string, locale: Locale): string => written[locale](iso);
