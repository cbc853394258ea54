import { choiceLabelIn, countryLabelIn, labelOf, TITLES } from "@congres/shared";
import type { Selectable } from "kysely";
import type { RegistrationTable } from "../../db/schema.ts";
import { mailLanguageOf } from "../../services/mail/mail-language.ts";
import type { DelegateData } from "../../services/pdf/pdf-data.ts";

/** The columns a person's name is made of (titled, in its own script, in Latin letters). */
export const NAME_COLUMNS = ["title", "first_name", "last_name", "latin_name"] as const;

/** The columns a document issued to the person (receipt, invoice) is addressed from. */
export const ADDRESSEE_COLUMNS = ["id", "reference", ...NAME_COLUMNS, "email", "language"] as const;

type NamedRow = Pick<Selectable<RegistrationTable>, (typeof NAME_COLUMNS)[number]>;

/** A registration as a mail to its delegate needs it: who, where, and in which language. */
export type MailedRegistration = {
  id: number;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Stored with the registration (decision 0027); French when absent. */
  language?: string;
};

/** Names on one line: a typed line break must not reach a mail header or split a badge line. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** "Amina Benali", as a mail greets the person. */
export const personName = (row: Pick<NamedRow, "first_name" | "last_name">) =>
  oneLine(`${row.first_name} ${row.last_name}`);

/**
 * "Dr Amina Benali", as receipts, badges and certificates name the person: in Latin letters when
 * the delegate gave them for a name in another script ("Dr Fatima Benali" for فاطمة بنعلي).
 */
export const titledName = (row: NamedRow) =>
  oneLine(
    `${row.title ? labelOf(TITLES, row.title) : ""} ${row.latin_name.trim() || `${row.first_name} ${row.last_name}`}`,
  );

/** The name as written in its own script, when the printed one is its Latin letters. */
const originalName = (row: NamedRow) => (row.latin_name.trim() ? personName(row) : null);

/**
 * What a badge and a certificate show of a registration (the certificate, its days attended), in
 * the registration's language (decision 0072): the country and participation type named in it,
 * the name as written.
 */
export function delegateOf(
  row: NamedRow &
    Pick<
      Selectable<RegistrationTable>,
      "reference" | "institution" | "country" | "participation_type" | "language"
    >,
  daysAttended: string[] = [],
): DelegateData {
  const language = mailLanguageOf(row);
  return {
    language,
    reference: row.reference,
    name: titledName(row),
    originalName: originalName(row),
    institution: oneLine(row.institution),
    country: oneLine(countryLabelIn(language, row.country)),
    participation: choiceLabelIn(language, "participationTypes", row.participation_type),
    daysAttended,
  };
}
