/**
 * Another language's words, as evidence in a page's scripts (decisions 0026, 0029, 0036): each
 * language's pages must ship only their own language's strings. Checked on every page, on the
 * scripts it loads for its budget (support/javascript-budget.ts).
 */
import { readFileSync } from "node:fs";
import {
  CHOICE_LABELS,
  COUNTRIES,
  DEFAULT_CONTACT_SUBJECT,
  deadlineMessages,
  EDITION_WORDING,
  LOCALES,
  type Locale,
  messages as messagesFr,
} from "@congres/shared";
import { messagesAr } from "@congres/shared/messages-ar";
import { messagesEn } from "@congres/shared/messages-en";
import { uiMessages } from "./ui-messages.ts";

const flatten = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(flatten)
      : [];

/** The server's own French data texts in `@congres/shared`: no page's scripts need them. */
const SHARED_FRENCH_ONLY = [
  DEFAULT_CONTACT_SUBJECT,
  deadlineMessages.closesAt,
  ...flatten(deadlineMessages.closedTitle),
  deadlineMessages.closed("registration", "2025-10-20T22:59:00Z", "{email}"),
  deadlineMessages.closed("submission", "2025-10-20T22:59:00Z", "{email}"),
];

/**
 * Every string a language's pages may show: its UI messages, its validation catalogue, and the
 * shared data's wording in it (choice labels, the edition's worded facts; decision 0029).
 */
function texts(locale: Locale): string[] {
  const catalogue = { fr: messagesFr, en: messagesEn, ar: messagesAr }[locale];
  return [
    ...Object.values(uiMessages(locale)),
    ...flatten(catalogue),
    ...flatten(CHOICE_LABELS[locale]),
    ...flatten(EDITION_WORDING[locale]),
    ...(locale === "fr" ? SHARED_FRENCH_ONLY : []),
  ];
}

/**
 * The French names countries are stored by, the server's and the admin's list (decision 0036): a
 * form sends an ISO code and names it through the platform, so no page's scripts hold one but
 * its own language's words (the specification's "Côte d'Ivoire" on French pages). Names of 8
 * letters or more, so that no word of the code matches.
 */
const storedCountryNames = (own: string): string[] =>
  COUNTRIES.filter((name) => name.length >= 8 && !own.includes(name));

/** zod's own English messages ("Invalid value") ship with zod in every form: no evidence. */
const ZOD_TEXTS = readFileSync(
  new URL("../../node_modules/zod/v4/locales/en.js", import.meta.url),
  "utf8",
);

/**
 * Pieces of another language's texts that a page's scripts must not hold: the parts between
 * placeholders, phrases (a space) or Arabic words of at least 12 characters (so no identifier of
 * the code matches), found in none of the page's own language's texts (so a name common to two
 * languages is no evidence), and free of characters a bundler escapes; and the countries' stored
 * French names. No file is excused: the shared data's French wording counts as evidence like the
 * rest.
 */
export function foreignMarkers(locale: Locale): string[] {
  const own = texts(locale).join("\n");
  const foreign = LOCALES.filter((other) => other !== locale).flatMap((other) =>
    texts(other)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter(
        (piece) =>
          piece.length >= 12 &&
          /\s|[\u0600-\u06FF]/.test(piece) &&
          !/["\\\n]/.test(piece) &&
          !own.includes(piece) &&
          !ZOD_TEXTS.includes(piece),
      ),
  );
  return [...foreign, ...storedCountryNames(own)];
}
