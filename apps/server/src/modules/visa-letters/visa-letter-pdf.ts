import { CHOICE_LABELS, countryName, type Edition, storedCountry } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { RegistrationTable, VisaLetterTable } from "../../db/schema.ts";
import { delegateMailTexts, mailLanguageOf } from "../../services/mail/mail-language.ts";
import type { VisaLetterData } from "../../services/pdf/pdf-data.ts";
import { renderVisaLetterPdf } from "../../services/pdf/render-pdf.ts";
import { titledName } from "../registrations/delegate-data.ts";
import { findRegistration } from "../registrations/registration-by-id.ts";
import { verificationCodeOf, verificationMark } from "../verification/verification-codes.ts";
import { findVisaLetter } from "./visa-letter-repository.ts";

/** What the letter states, from the stored letter, its registration and its code. */
export function visaLetterData(
  letter: Selectable<VisaLetterTable>,
  registration: Selectable<RegistrationTable>,
  code: string,
  siteUrl: string,
): VisaLetterData {
  const status = registration.payment_status;
  return {
    reference: registration.reference,
    name: titledName(registration),
    passportNumber: letter.passport_number,
    nationality: {
      fr: storedCountry(letter.nationality) ?? letter.nationality,
      en: countryName(letter.nationality, "en", CHOICE_LABELS.en.countryNames),
    },
    birthDate: letter.birth_date,
    placeOfBirth: letter.place_of_birth,
    passportExpiry: letter.passport_expiry,
    registration: status === "payee" ? "paid" : status === "exoneree" ? "waived" : "registered",
    issuedAt: letter.decided_at ?? letter.requested_at,
    englishCopy: letter.english_copy === 1,
    verification: verificationMark(siteUrl, code),
  };
}

/**
 * An approved letter's PDF and its file name in the delegate's language, rendered from the
 * stored rows: the mail's attachment and the space's download are the same letter.
 */
export async function renderVisaLetter(
  db: Db,
  letterId: number,
  edition: Edition,
): Promise<{ fileName: string; pdf: Buffer }> {
  const letter = await findVisaLetter(db, letterId);
  const registration = letter && (await findRegistration(db, letter.registration_id));
  const code = letter && (await verificationCodeOf(db, "visa_letter", letter.id));
  if (!letter || !registration || !code) {
    throw new Error(`Lettre d'invitation ${letterId} introuvable ou sans code : PDF impossible.`);
  }
  return {
    fileName: delegateMailTexts(mailLanguageOf(registration)).visaLetter.fileName(
      registration.reference,
    ),
    pdf: await renderVisaLetterPdf(
      visaLetterData(letter, registration, code, edition.siteUrl),
      edition,
    ),
  };
}
