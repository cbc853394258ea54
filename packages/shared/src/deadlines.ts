// Before any schema is built here: deadlines.ts does not import fields.ts, which sets zod up.
import "./zod-setup.ts";
import { z } from "zod";
import { edition } from "./edition.ts";
import { zonedDateTimeToUtc } from "./time-zone.ts";

/**
 * Closing times of the public forms (issue #9 item 6, issue #10 item 8). Unset by default: the
 * forms stay open, as the specification has them. Staff set one in the admin (stored in the
 * `settings` table), or the server's environment gives one; the admin's value wins.
 */

export const CLOSABLE_FORMS = ["registration", "submission"] as const;
export type ClosableForm = (typeof CLOSABLE_FORMS)[number];

/** The environment variable that gives each form a closing time when staff have set none. */
export const CLOSING_TIME_ENV: Record<ClosableForm, string> = {
  registration: "REGISTRATIONS_CLOSE_AT",
  submission: "SUBMISSIONS_CLOSE_AT",
};

/** Where staff's value is kept (`settings.key`). */
export const CLOSING_TIME_SETTINGS: Record<ClosableForm, string> = {
  registration: "registrations_close_at",
  submission: "submissions_close_at",
};

/** `GET /api/deadlines`: what the public pages need to show the form or say it is closed. */
export type PublicDeadline = { closes_at: string | null; open: boolean };
export type PublicDeadlines = Record<ClosableForm, PublicDeadline>;

/** Where the closing time in force comes from. */
export type DeadlineSource = "admin" | "environment" | "none";

/** `GET /api/admin/deadlines`: each form's closing time, its source, and who set it. */
export type AdminDeadline = PublicDeadline & {
  form: ClosableForm;
  source: DeadlineSource;
  /** The value of the environment variable, shown even when staff's value overrides it. */
  environment_value: string | null;
  updated_at: string | null;
  updated_by: string | null;
};

export type AdminDeadlines = Record<ClosableForm, AdminDeadline>;

const OFFSET_OR_Z = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A closing time as written in the environment or typed by staff: an ISO date-time with its
 * offset (`2025-10-20T23:59:00+01:00`, `…Z`), or without one, read as Casablanca's wall clock
 * (`2025-10-20T23:59`). Undefined when it is not one.
 */
export function parseClosingTime(
  text: string,
  timeZone: string = edition.timeZone,
): Date | undefined {
  const value = text.trim();
  if (OFFSET_OR_Z.test(value)) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  return zonedDateTimeToUtc(value, timeZone);
}

// Made with the first closing time shown: ICU's data is paged in then, not at start.
let closingTimeFormat: Intl.DateTimeFormat | undefined;

/** "20 octobre 2025 à 23:59 (heure de Casablanca)". */
export const formatClosingTime = (iso: string) => {
  closingTimeFormat ??= new Intl.DateTimeFormat("fr-FR", {
    timeZone: edition.timeZone,
    dateStyle: "long",
    timeStyle: "short",
  });
  return `${closingTimeFormat.format(new Date(iso))} (heure de ${edition.city})`;
};

export const deadlineMessages = {
  closesAt: "Date et heure invalides : indiquez par exemple 2025-10-20T23:59",
  unknownForm: "Formulaire inconnu",
  closedTitle: {
    registration: "Inscriptions closes",
    submission: "Soumissions closes",
  },
  /** The 403 answer of a public write after the closing time, and the closed page's text. */
  closed: (form: ClosableForm, closesAt: string, contactEmail: string) =>
    `${form === "registration" ? "Les inscriptions sont closes" : "Les soumissions sont closes"} depuis le ${formatClosingTime(closesAt)}. Pour toute demande, écrivez à ${contactEmail}.`,
} as const;

/**
 * Staff's "Dates limites" form: a date-time (`datetime-local`, read in Casablanca's time) or an
 * ISO instant; the output is the ISO instant (UTC) that is stored.
 */
export const closingTimeSchema = z.object({
  closesAt: z.string({ error: deadlineMessages.closesAt }).transform((value, context) => {
    const instant = parseClosingTime(value);
    if (!instant) {
      context.issues.push({ code: "custom", message: deadlineMessages.closesAt, input: value });
      return z.NEVER;
    }
    return instant.toISOString();
  }),
});
