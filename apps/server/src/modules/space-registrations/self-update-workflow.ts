import {
  AUDIT_FIELD_LABELS,
  type AuditChanges,
  type ChangeDeadline,
  type Locale,
  SELF_SERVICE_MESSAGES,
  type SelfUpdate,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { staffMail } from "../../services/mail/delegate-mails.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { mailTexts } from "../../services/mail/mail-texts.ts";
import { daysAttended } from "../check-in/check-in-repository.ts";
import { changedColumns } from "../corrections/field-changes.ts";
import { personName } from "../registrations/delegate-data.ts";
import {
  type RegistrationExtras,
  registrationDetailById,
} from "../registrations/registration-detail.ts";
import {
  type DelegateRegistration,
  delegateRegistration,
  selfUpdateColumns,
  writeSelfUpdate,
} from "../registrations/registration-self-service.ts";
import type { DelegateChange } from "../space/delegate-change.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import { writtenInstant } from "./change-deadline.ts";

/** Who asks about which registration, and what the answers are worded in. */
export type DelegateRequest = DelegateChange & { mail: MailService };

export type SelfUpdateOutcome =
  | { kind: "not_found" }
  | { kind: "refused"; message: string }
  | { kind: "saved"; version: number; changes: AuditChanges };

/**
 * Why this registration can no longer be changed by its delegate, in her language, or null:
 * cancelled, past the change deadline, or already checked in at the desk (a live check-in).
 */
export async function changeRefusal(
  db: Db,
  row: Pick<DelegateRegistration, "id" | "payment_status">,
  deadline: Pick<ChangeDeadline, "closes_at" | "open">,
  locale: Locale,
  contactEmail: string,
): Promise<string | null> {
  const messages = SELF_SERVICE_MESSAGES[locale];
  if (row.payment_status === "annulee") return messages.cancelled;
  if (!deadline.open && deadline.closes_at) {
    return messages.changesClosed(writtenInstant(deadline.closes_at, locale), contactEmail);
  }
  const days = (await daysAttended(db, [row.id])).get(row.id) ?? [];
  if (days.length > 0) return messages.checkedIn(contactEmail);
  return null;
}

/** The secretariat's notice: which fields changed (their labels, never their values). */
function staffNotice(row: DelegateRegistration, changes: AuditChanges, mail: MailService) {
  const texts = mailTexts.staff.selfUpdate;
  return staffMail(
    {
      kind: "staff_registration_self_update",
      entity: { type: "registration", id: row.id },
      subject: texts.subject(row.reference, personName(row)),
      intro: texts.intro,
      details: Object.keys(changes).map((column) => ({
        label: texts.field,
        value: AUDIT_FIELD_LABELS[column] ?? column,
      })),
      actionLabel: texts.action,
    },
    mail.context,
  );
}

/**
 * A delegate's own correction (issue #38 item 3): in one transaction, her registration read, the
 * refusals checked, the fields written with version + 1 only where the version and the payment
 * columns are those read (so a staff correction opened before conflicts, and nothing is
 * repriced), the audit line `registration.self_update` `{column: [old, new]}` by her, and the
 * secretariat's notice queued. Nothing is written when nothing changes.
 */
export async function updateOwnRegistration(
  db: Db,
  request: DelegateRequest & {
    update: SelfUpdate;
    deadline: ChangeDeadline;
    /** Its detail's extras, for its webhook event (decision 0079), handed over by the route. */
    extras: RegistrationExtras;
  },
): Promise<SelfUpdateOutcome> {
  const contact = request.mail.context.edition.contact.email;
  const outcome = await db.transaction().execute(async (trx): Promise<SelfUpdateOutcome> => {
    const row = await delegateRegistration(trx, request.id, request.email);
    if (!row) return { kind: "not_found" };
    const refusal = await changeRefusal(trx, row, request.deadline, request.locale, contact);
    if (refusal) return { kind: "refused", message: refusal };
    const set = selfUpdateColumns(request.update);
    const changes = changedColumns(row, set);
    if (Object.keys(changes).length === 0) return { kind: "saved", version: row.version, changes };
    if (!(await writeSelfUpdate(trx, row, set))) {
      return { kind: "refused", message: SELF_SERVICE_MESSAGES[request.locale].changedMeanwhile };
    }
    await recordAudit(trx, {
      actor: request.actor,
      action: "registration.self_update",
      entity: { type: "registration", id: row.id, reference: row.reference },
      changes,
      at: request.at,
    });
    await request.mail.queue(trx, [staffNotice(row, changes, request.mail)]);
    const detail = () => registrationDetailById(trx, row.id, request.extras);
    await emitEvent(trx, "registration.updated", detail, request.at);
    return { kind: "saved", version: row.version + 1, changes };
  });
  if (outcome.kind === "saved" && Object.keys(outcome.changes).length > 0) request.mail.queued();
  return outcome;
}
