import type { Edition } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { RegistrationTable } from "../../db/schema.ts";
import { renderCertificatePdf } from "../../services/pdf/render-pdf.ts";
import { daysAttended } from "../check-in/check-in-repository.ts";
import { delegateOf } from "../registrations/delegate-data.ts";
import { issueVerificationCode, verificationMark } from "../verification/verification-codes.ts";

/**
 * A delegate's attendance certificate, the same wherever it is asked for (the admin's detail,
 * the mail, the delegate's space): with the days attended and its verification code, given the
 * first time and printed again on every copy (decision 0070).
 */
export async function renderDelegateCertificate(
  db: Db,
  registration: Selectable<RegistrationTable>,
  edition: Edition,
  at: Date,
): Promise<Buffer> {
  const days = (await daysAttended(db, [registration.id])).get(registration.id) ?? [];
  const delegate = delegateOf(registration, days);
  const code = await issueVerificationCode(
    db,
    {
      kind: "certificate",
      subjectId: registration.id,
      registrationId: registration.id,
      holderName: delegate.name,
      at,
    },
    true,
  );
  return renderCertificatePdf(delegate, verificationMark(edition.siteUrl, code), edition);
}
