import "./zod-setup.ts";
import { z } from "zod";
import {
  cleanText,
  fitsLimit,
  hasAtLeastCharacters,
  hasForbiddenCharacters,
  hasLetter,
  hasLetterOrDigit,
  type TextShape,
} from "./characters.ts";
import type { CountryRule } from "./country-codes.ts";
import { messages, type ValidationMessages } from "./messages.ts";

/** Field limits shared by every form, in characters as a person counts them (decision 0013). */
export const LIMITS = {
  name: 100,
  shortText: 200,
  email: 254,
  phone: 30,
  longText: 5000,
  message: 5000,
  minName: 2,
  minPhone: 10,
  minPhoneDigits: 8,
} as const;

/**
 * The field builders, with the messages they give on their own (forbidden characters, too long,
 * invalid value) in one language; each schema factory takes a catalogue and builds its fields
 * from it (decision 0027).
 */
export function makeFields(common: ValidationMessages["common"]) {
  /**
   * A string cleaned as it will be stored (NFC, trimmed of spaces and invisible characters) and
   * refused, before any other rule, when it holds a control character or a lone surrogate.
   */
  const cleanString = (typeMessage: string, shape: TextShape) =>
    z
      .string({ error: typeMessage })
      .overwrite((value) => cleanText(value, shape))
      .refine((value) => !hasForbiddenCharacters(value, shape), {
        error: common.forbiddenCharacters,
        abort: true,
      });

  const atMost = (max: number) => (value: string) => fitsLimit(value, max);
  const tooLong = (max: number) => ({ error: common.tooLong(max) });

  /**
   * A required text: `blank` when missing or left blank, `message` when shorter than `min` or
   * without a letter or digit.
   */
  const requiredText = (
    shape: TextShape,
    message: string,
    min: number,
    max: number,
    hasContent: (value: string) => boolean = hasLetterOrDigit,
    blank: string = message,
  ) =>
    cleanString(blank, shape)
      .refine((value) => value !== "", { error: blank, abort: true })
      .refine((value) => hasAtLeastCharacters(value, min) && hasContent(value), {
        error: message,
        abort: true,
      })
      .refine(atMost(max), tooLong(max));

  const optional = (shape: TextShape, max: number) =>
    cleanString(common.invalidValue, shape)
      .refine(atMost(max), tooLong(max))
      .nullish()
      .transform((value) => value ?? "");

  /** An optional single-line text: absent, null or blank becomes "". */
  const optionalText = (max: number) => optional("line", max);

  // Spaces of any kind (a pasted "06 12 34 56 78" often has no-break ones) become one plain space.
  const phoneString = (message: string) =>
    cleanString(message, "line").overwrite((value) => value.replace(/\s+/g, " "));

  return {
    /** A required single-line text (institution, city, title…). */
    text: (message: string, min: number, max: number) => requiredText("line", message, min, max),

    /** A required text that keeps its line breaks (abstract, message). */
    longText: (message: string, min: number, max: number) =>
      requiredText("lines", message, min, max),

    /** A person's name: `required` when left blank, else at least two characters, one a letter. */
    personName: ({ required, tooShort }: { required: string; tooShort: string }) =>
      requiredText("line", tooShort, LIMITS.minName, LIMITS.name, hasLetter, required),

    optionalText,

    /** An optional text that keeps its line breaks: absent, null or blank becomes "". */
    optionalLongText: (max: number) => optional("lines", max),

    email: (message: string) =>
      cleanString(message, "line")
        .refine(atMost(LIMITS.email), tooLong(LIMITS.email))
        .pipe(z.email({ error: message })),

    /** An e-mail that may be left blank; when given it must be valid. */
    optionalEmail: (message: string) =>
      optionalText(LIMITS.email).refine(
        (value) => value === "" || z.email().safeParse(value).success,
        { error: message },
      ),

    phone: (message: string) =>
      phoneString(message)
        .refine(isPhoneNumber, { error: message, abort: true })
        .refine(atMost(LIMITS.phone), tooLong(LIMITS.phone)),

    /** A phone that may be left blank; when given it follows the rule of `phone`. */
    optionalPhone: (message: string) =>
      phoneString(message)
        .refine((value) => value === "" || isPhoneNumber(value), { error: message, abort: true })
        .refine(atMost(LIMITS.phone), tooLong(LIMITS.phone))
        .nullish()
        .transform((value) => value ?? ""),

    choice: <T extends readonly [string, ...string[]]>(values: T, message: string) =>
      z.enum(values, { error: message }),

    /** A country (decision 0036): what `rule` keeps of the value sent, else `message`. */
    country: (rule: CountryRule, message: string) =>
      z.string({ error: message }).transform((value, context) => {
        const kept = rule(value);
        if (kept === undefined) context.addIssue({ code: "custom", message, input: value });
        return kept ?? z.NEVER;
      }),

    /** A box that must be ticked. */
    ticked: (message: string) => z.literal(true, { error: message }),

    flag: z.boolean({ error: common.invalidValue }),
  };
}

export type Fields = ReturnType<typeof makeFields>;

// Digits with the usual separators; a "+" only in front.
const PHONE_CHARACTERS = /^\+?[0-9 ().\-/]+$/;

/** At least 10 characters (§5), only digits and separators, at least 8 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, "").length;
  return (
    value.length >= LIMITS.minPhone &&
    PHONE_CHARACTERS.test(value) &&
    digits >= LIMITS.minPhoneDigits
  );
}

/** The French field builders, as the admin's schemas and the French forms use them. */
export const {
  text,
  longText,
  personName,
  optionalText,
  optionalLongText,
  email,
  optionalEmail,
  phone,
  optionalPhone,
  choice,
  ticked,
  flag,
} = makeFields(messages.common);
