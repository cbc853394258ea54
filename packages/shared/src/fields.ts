import { z } from "zod";
import { messages } from "./messages.ts";

/** Field limits shared by every form: short texts, long texts, phones. */
export const LIMITS = {
  name: 100,
  shortText: 200,
  email: 254,
  phone: 30,
  longText: 5000,
  message: 5000,
  minName: 2,
  minPhone: 10,
} as const;

/** A trimmed text: `message` for a missing value or one shorter than `min`, a length cap above `max`. */
export const text = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: messages.common.tooLong(max) });

/** A trimmed, optional text: absent, null or blank becomes "". */
export const optionalText = (max: number) =>
  z
    .string({ error: messages.common.invalidValue })
    .trim()
    .max(max, { error: messages.common.tooLong(max) })
    .nullish()
    .transform((value) => value ?? "");

export const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(LIMITS.email, { error: messages.common.tooLong(LIMITS.email) })
    .pipe(z.email({ error: message }));

/** An e-mail that may be left blank; when given it must be valid. */
export const optionalEmail = (message: string) =>
  optionalText(LIMITS.email).refine((value) => value === "" || z.email().safeParse(value).success, {
    error: message,
  });

export const phone = (message: string) => text(message, LIMITS.minPhone, LIMITS.phone);

/** A phone that may be left blank; when given it has at least 10 characters. */
export const optionalPhone = (message: string) =>
  optionalText(LIMITS.phone).refine((value) => value === "" || value.length >= LIMITS.minPhone, {
    error: message,
  });

export const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A box that must be ticked. */
export const ticked = (message: string) => z.literal(true, { error: message });

export const flag = z.boolean({ error: messages.common.invalidValue });
