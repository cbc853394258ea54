import { bankImportMessages, isCalendarDate, MAX_AMOUNT_CENTIMES } from "@congres/shared";
import { z } from "zod";

// A confirmation carries the chosen lines back as JSON: 20 000 lines of a few hundred bytes.
export const CONFIRMATION_MAX_BYTES = 8 * 1024 * 1024;
const MAX_CONFIRMED_LINES = 20_000;
const MAX_CELL = 1000;

const columnName = z.string().trim().min(1).max(MAX_CELL);

/** The columns chosen on the mapping step, as query parameters of the proposals request. */
export const mappingQuerySchema = z
  .object({
    date: columnName,
    amount: columnName,
    label: columnName,
    payer: columnName.optional(),
  })
  .refine(
    ({ date, amount, label, payer }) =>
      new Set([date, amount, label, payer].filter(Boolean)).size ===
      [date, amount, label, payer].filter(Boolean).length,
    { error: bankImportMessages.sameColumn, path: ["payer"] },
  );

const mappingSchema = z.object({
  date: columnName,
  amount: columnName,
  label: columnName,
  payer: columnName.nullable(),
});

const confirmedLineSchema = z
  .object({
    line: z.int().positive(),
    date: z.string().refine(isCalendarDate, { error: "Date de l'opération invalide" }),
    amount_centimes: z.int().positive().max(MAX_AMOUNT_CENTIMES),
    label: z.string().max(MAX_CELL),
    payer: z.string().max(MAX_CELL),
    registration_id: z.int().positive().optional(),
    group_id: z.int().positive().optional(),
  })
  .refine((line) => (line.registration_id === undefined) !== (line.group_id === undefined), {
    error: "Choisissez une inscription ou une commande de groupe pour chaque ligne",
  });

export const confirmationSchema = z.object({
  file_name: z.string().trim().min(1).max(255),
  mapping: mappingSchema,
  lines: z
    .array(confirmedLineSchema)
    .min(1, { error: bankImportMessages.noLineChosen })
    .max(MAX_CONFIRMED_LINES),
});

/** The file name travels in the query string (the body is the file itself). */
export const fileQuerySchema = z.object({ file: z.string().max(255).optional() });
