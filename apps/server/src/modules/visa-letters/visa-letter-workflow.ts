import type { Edition, VisaLetterRequest } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { RegistrationTable } from "../../db/schema.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailAttachmentRef } from "../../services/mail/mail-draft.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import {
  mailsAbout,
  type OutboxRow,
  withdrawUnsentMails,
} from "../../services/mail/outbox-repository.ts";
import { titledName } from "../registrations/delegate-data.ts";
import { isAttending } from "../registrations/registration-attendance.ts";
import { findRegistration } from "../registrations/registration-by-id.ts";
import {
  issueVerificationCode,
  revokeVerificationCode,
} from "../verification/verification-codes.ts";
import { visaLetterMail } from "./visa-letter-mails.ts";
import {
  findVisaLetter,
  insertVisaLetter,
  liveVisaLetterOf,
  decideVisaLetter as storeDecision,
  revokeVisaLetter as storeRevocation,
} from "./visa-letter-repository.ts";
import { visaLetterSettings, writeUnpaidAllowed } from "./visa-letter-settings.ts";

type Registration = Selectable<RegistrationTable>;

const carriesLetter = (mail: Pick<OutboxRow, "attachments">, letterId: number) =>
  (JSON.parse(mail.attachments ?? "[]") as MailAttachmentRef[]).some(
    (attachment) => attachment.type === "visa_letter" && attachment.visaLetterId === letterId,
  );

/** Why a request is not taken: the space answers each with its sentence (409). */
export type RequestRefusal = "notOffered" | "pending" | "approved";

/** Paid or waived, or unpaid when staff allow it; never a cancelled registration. */
export function isOffered(registration: Pick<Registration, "payment_status">, unpaid: boolean) {
  return (
    isAttending(registration.payment_status) ||
    (unpaid && registration.payment_status === "en_attente")
  );
}

const entityOf = (registration: Pick<Registration, "id" | "reference">) => ({
  type: "registration" as const,
  id: registration.id,
  reference: registration.reference,
});

/**
 * A delegate's request from her space, stored and audited by her (decision 0070); refused when
 * the registration is not offered a letter, or has one requested or approved already (two
 * requests at once: the partial unique index keeps one, the other is told it is pending).
 */
export async function requestVisaLetter(
  db: Db,
  input: { registration: Registration; request: VisaLetterRequest; actor: Actor; at: Date },
): Promise<{ refused: RequestRefusal } | { id: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { unpaid_allowed } = await visaLetterSettings(trx);
      if (!isOffered(input.registration, unpaid_allowed)) return { refused: "notOffered" as const };
      const live = await liveVisaLetterOf(trx, input.registration.id);
      if (live) return { refused: live.status === "approved" ? "approved" : "pending" } as const;
      const id = await insertVisaLetter(trx, input.registration.id, input.request, input.at);
      await recordAudit(trx, {
        actor: input.actor,
        action: "registration.visa_letter.request",
        entity: entityOf(input.registration),
        changes: {
          visa_letter: [null, id],
          english_copy: [null, input.request.englishCopy],
        },
        at: input.at,
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { refused: "pending" };
    throw error;
  }
}

type StaffStep = { id: number; actor: Actor; at: Date; edition: Edition; mail: MailService };

export type StaffOutcome = "done" | "notFound" | "conflict";

/**
 * Staff's decision: approval issues the letter — its verification code, the mail with the PDF
 * attached — and refusal mails the reason; each audited, in one transaction.
 */
export async function decideOnVisaLetter(
  db: Db,
  input: StaffStep & { approve: boolean; reason: string | null },
): Promise<StaffOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<StaffOutcome> => {
    const letter = await findVisaLetter(trx, input.id);
    if (!letter) return "notFound";
    const registration = await findRegistration(trx, letter.registration_id);
    if (!registration) return "notFound";
    const decided = await storeDecision(trx, letter.id, {
      status: input.approve ? "approved" : "refused",
      by: input.actor.email,
      reason: input.approve ? null : input.reason,
      at: input.at,
    });
    if (!decided) return "conflict";
    if (input.approve) {
      await issueVerificationCode(trx, {
        kind: "visa_letter",
        subjectId: letter.id,
        registrationId: registration.id,
        holderName: titledName(registration),
        at: input.at,
      });
    }
    await input.mail.queue(trx, [
      visaLetterMail(
        registration,
        input.edition,
        input.approve
          ? { approved: true, visaLetterId: letter.id }
          : { approved: false, reason: input.reason ?? "" },
      ),
    ]);
    await recordAudit(trx, {
      actor: input.actor,
      action: input.approve
        ? "registration.visa_letter.approve"
        : "registration.visa_letter.refuse",
      entity: entityOf(registration),
      changes: {
        visa_letter: [letter.id, letter.id],
        status: ["requested", input.approve ? "approved" : "refused"],
        ...(input.approve ? {} : { reason: [null, input.reason] }),
      },
      at: input.at,
    });
    return "done";
  });
  if (outcome === "done") input.mail.queued();
  return outcome;
}

/**
 * Staff revoke an approved letter: its code answers « revoked », the space stops giving it, and
 * its mail is withdrawn if it has not left.
 */
export async function revokeIssuedVisaLetter(
  db: Db,
  input: Omit<StaffStep, "edition" | "mail"> & { reason: string },
): Promise<StaffOutcome> {
  return db.transaction().execute(async (trx): Promise<StaffOutcome> => {
    const letter = await findVisaLetter(trx, input.id);
    if (!letter) return "notFound";
    const registration = await findRegistration(trx, letter.registration_id);
    if (!registration) return "notFound";
    const revoked = await storeRevocation(trx, letter.id, {
      by: input.actor.email,
      reason: input.reason,
      at: input.at,
    });
    if (!revoked) return "conflict";
    await revokeVerificationCode(trx, "visa_letter", letter.id, input.at);
    // The letter's mail, if it has not left yet, never will.
    const withdrawn = await withdrawUnsentMails(
      trx,
      (await mailsAbout(trx, "registration", registration.id))
        .filter((mail) => carriesLetter(mail, letter.id))
        .map((mail) => mail.id),
      input.at,
    );
    await recordAudit(trx, {
      actor: input.actor,
      action: "registration.visa_letter.revoke",
      entity: entityOf(registration),
      changes: {
        visa_letter: [letter.id, letter.id],
        status: ["approved", "revoked"],
        reason: [null, input.reason],
        ...(withdrawn.length > 0 ? { letter_mails_withdrawn: [null, withdrawn.length] } : {}),
      },
      at: input.at,
    });
    return "done";
  });
}

/** « Lettres d'invitation aussi sans paiement »: the setting, audited. */
export function setUnpaidAllowed(db: Db, allowed: boolean, actor: Actor, at: Date) {
  return db.transaction().execute((trx) => writeUnpaidAllowed(trx, allowed, actor, at));
}
