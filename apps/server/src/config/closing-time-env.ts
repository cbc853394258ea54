import { CLOSING_TIME_ENV, type ClosableForm, parseClosingTime } from "@congres/shared";

/** Closing times given by the environment, as ISO instants (the admin's value overrides them). */
export type ClosingTimeDefaults = Partial<Record<ClosableForm, string>>;

/**
 * `REGISTRATIONS_CLOSE_AT` / `SUBMISSIONS_CLOSE_AT`: an ISO date-time, with an offset or read in
 * Casablanca's time. A value that is not one stops the start, with the variable named.
 */
export function closingTimesFromEnv(env: Record<string, string | undefined>): ClosingTimeDefaults {
  const defaults: ClosingTimeDefaults = {};
  for (const [form, name] of Object.entries(CLOSING_TIME_ENV) as [ClosableForm, string][]) {
    const text = env[name]?.trim();
    if (!text) continue;
    const instant = parseClosingTime(text);
    if (!instant) {
      throw new Error(
        `${name} invalide (« ${text} ») : attendu une date et une heure ISO, par exemple 2025-10-20T23:59 (heure de Casablanca) ou 2025-10-20T22:59:00Z.`,
      );
    }
    defaults[form] = instant.toISOString();
  }
  return defaults;
}
