import { readFileSync } from "node:fs";
import type { Locale } from "@congres/shared/facts";

export type UiMessages = Record<string, string>;

/** The public site's UI messages of a language, as Paraglide compiles them (apps/web/messages). */
export function uiMessages(locale: Locale): UiMessages {
  const file = new URL(`../../apps/web/messages/${locale}.json`, import.meta.url);
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, "utf8"));
  return messages;
}

/** A message with its `{placeholders}` filled in. */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The path of a French page in a language: `/programme` → `/en/programme`, `/` → `/ar`. */
export const pathIn = (locale: Locale, path: string) =>
  locale === "fr" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;
