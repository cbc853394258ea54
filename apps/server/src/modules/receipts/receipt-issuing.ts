import { type PaymentStatus, utcToZonedDateTime } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { mailLanguageOf } from "../../services/mail/mail-language.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { personName, titledName } from "../registrations/delegate-data.ts";
import { receiptSource } from "../registrations/registration-payments.ts";
import { withdrawOrAnnounce } from "./receipt-cancellation.ts";
import { receiptMail } from "./receipt-mail.ts";
import { type ReceiptRow, receiptNumber } from "./receipt-repository.ts";

/**
 * The next number of `year`, from its counter row, incremented in the caller's transaction. The
 * upsert locks the row on PostgreSQL until that transaction ends (SQLite serialises every write),
 * so concurrent confirmations take consecutive numbers, and a transaction that rolls back gives
 * its number back: no gap, no duplicate (decision 0021).
 */
async function nextSequence(trx: Db, year: number): Promise<number> {
  const row = await trx
    .insertInto("receipt_counters")
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column("year")
        .doUpdateSet((eb) => ({ last_number: eb("receipt_counters.last_number", "+", 1) })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

const validReceipt = (trx: Db, registrationId: number) =>
  trx
    .selectFrom("receipts")
    .selectAll()
    .where("registration_id", "=", registrationId)
    .where("cancelled_at", "is", null);

/**
 * Keeps a registration's receipt in step with its new payment status, in the transaction that
 * changed it: becoming `payee` without a valid receipt issues one (numbered, stored, mailed
 * through the outbox with the PDF attached); going back to `en_attente` or to `exoneree` (an undo)
 * cancels the valid one, whose number is never given again, and withdraws its mail or announces
 * the cancellation (receipt-cancellation.ts). A cancelled registration keeps its receipt: the
 * money was received. Answers the receipt issued, if any.
 */
export async function syncReceipt(
  trx: Db,
  input: {
    registration: { id: number; reference: string };
    status: PaymentStatus;
    actor: Actor;
    at: Date;
    mail: MailService;
  },
): Promise<ReceiptRow | undefined> {
  const { status, actor, at } = input;
  const registrationId = input.registration.id;
  const { reference } = input.registration;
  const entity = { type: "registration", id: registrationId, reference } as const;
  if (status === "en_attente" || status === "exoneree") {
    const cancelled = await trx
      .updateTable("receipts")
      .set({ cancelled_at: at.toISOString() })
      .where("registration_id", "=", registrationId)
      .where("cancelled_at", "is", null)
      .returning(["id", "number", "reference", "registration_id"])
      .execute();
    for (const receipt of cancelled) {
      const changes = { receipt_number: [receipt.number, null] as [unknown, unknown] };
      await recordAudit(trx, { actor, action: "registration.receipt.cancel", entity, changes, at });
      await withdrawOrAnnounce(trx, receipt, { entity, actor, at, mail: input.mail });
    }
    return undefined;
  }
  if (status !== "payee") return undefined;
  if (await validReceipt(trx, registrationId).executeTakeFirst()) return undefined;
  const registration = await receiptSource(trx, registrationId);
  const { edition } = input.mail.context;
  const year = Number(utcToZonedDateTime(at, edition.timeZone).slice(0, 4));
  const sequence = await nextSequence(trx, year);
  const receipt = await trx
    .insertInto("receipts")
    .values({
      number: receiptNumber(year, sequence),
      year,
      sequence,
      registration_id: registration.id,
      reference: registration.reference,
      delegate_name: titledName(registration),
      delegate_email: registration.email,
      amount_centimes: registration.amount_received_centimes,
      paid_on: registration.paid_at ?? utcToZonedDateTime(at, edition.timeZone).slice(0, 10),
      issued_at: at.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actor,
    action: "registration.receipt.issue",
    entity,
    changes: { receipt_number: [null, receipt.number] },
    at,
  });
  await input.mail.queue(trx, [
    receiptMail(
      receipt,
      { name: personName(registration), address: registration.email },
      edition,
      mailLanguageOf(registration),
    ),
  ]);
  return receipt;
}
