import {
  type BankColumnMapping,
  type BankImportConfirmation,
  type BankImportResult,
  bankImportMessages,
  LIMITS,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { GroupPaymentRefusal, payGroupIn } from "../groups/group-payment-workflow.ts";
import { findGroup } from "../groups/group-repository.ts";
import { performPaymentActionIn } from "../payments/payment-workflow.ts";
import { referenceOfRegistration } from "../registrations/registration-by-id.ts";
import { writeSettingIn } from "../settings/settings-repository.ts";
import { chunks } from "./chunks.ts";
import { lineChecksum } from "./statement-lines.ts";

/** The setting holding the columns chosen at the last confirmed import. */
export const MAPPING_SETTING = "bank_import_mapping";

/** A confirmation refused as a whole (409, French): the transaction is rolled back. */
export class ImportRefusal extends Error {}

/**
 * Records the chosen lines as payments, all in one transaction or none: each line goes through
 * the same code path as "Marquer payée" (state machine, compare-and-set, audit line), its
 * checksum is stored (unique: a line is never recorded twice, even by two staff at once), and the
 * columns are remembered for the next statement.
 */
export async function confirmImport(
  db: Db,
  input: { confirmation: BankImportConfirmation; actor: Actor; at: Date; mail: MailService },
): Promise<BankImportResult> {
  const { confirmation, actor, at } = input;
  const paying = { actor, at, mail: input.mail };
  const lines = confirmation.lines.map((line) => ({
    ...line,
    checksum: lineChecksum(line.date, line.amount_centimes, line.label),
  }));
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.checksum)) {
      throw new ImportRefusal(bankImportMessages.duplicateInConfirmation(line.line));
    }
    seen.add(line.checksum);
  }
  return db.transaction().execute(async (trx) => {
    const imported = new Set<string>();
    for (const part of chunks(lines)) {
      const rows = await trx
        .selectFrom("bank_import_lines")
        .select("checksum")
        .where(
          "checksum",
          "in",
          part.map((line) => line.checksum),
        )
        .execute();
      for (const row of rows) imported.add(row.checksum);
    }
    const first = lines.find((line) => imported.has(line.checksum));
    if (first) throw new ImportRefusal(bankImportMessages.alreadyImported(first.line));

    const { id: importId } = await trx
      .insertInto("bank_imports")
      .values({
        created_at: at.toISOString(),
        actor_id: actor.id,
        actor_email: actor.email,
        file_name: confirmation.file_name,
        line_count: lines.length,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const finalStatus = new Map<number, string>();
    for (const line of lines) {
      const paid =
        line.group_id !== undefined
          ? await payGroupLine(trx, { ...line, group_id: line.group_id }, paying)
          : await payRegistrationLine(
              trx,
              { ...line, registration_id: line.registration_id ?? 0 },
              paying,
            );
      for (const [id, status] of paid.statuses) finalStatus.set(id, status);
      await trx
        .insertInto("bank_import_lines")
        .values({
          import_id: importId,
          checksum: line.checksum,
          line_number: line.line,
          booked_on: line.date,
          amount_centimes: line.amount_centimes,
          label: line.label,
          payer: line.payer,
          registration_id: paid.firstId,
          registration_reference: paid.reference,
        })
        .execute();
    }

    await rememberMapping(trx, confirmation.mapping, actor, at);
    const paid = [...finalStatus.values()].filter((status) => status === "payee").length;
    await recordAudit(trx, {
      actor,
      action: "bank_import.confirm",
      entity: { type: "bank_import", id: importId, reference: confirmation.file_name },
      changes: { lines: [null, lines.length], registrations_paid: [null, paid] },
      at,
    });
    return { import_id: importId, lines: lines.length, paid, partial: finalStatus.size - paid };
  });
}

/**
 * What a line pays, as « Marquer payée » takes it. The registration keeps the label as the manual
 * form limits it; the line keeps it whole.
 */
const paymentOf = (line: { date: string; amount_centimes: number; label: string }) => ({
  amountCentimes: line.amount_centimes,
  paidAt: line.date,
  bankLabel: line.label.slice(0, LIMITS.shortText),
});

/** A line paying one registration, through the path of « Marquer payée ». */
async function payRegistrationLine(
  trx: Db,
  line: {
    line: number;
    date: string;
    amount_centimes: number;
    label: string;
    registration_id: number;
  },
  input: { actor: Actor; at: Date; mail: MailService },
) {
  const outcome = await performPaymentActionIn(trx, {
    id: line.registration_id,
    action: { kind: "mark_paid", ...paymentOf(line) },
    ...input,
  });
  if (outcome.kind === "not_found") {
    throw new ImportRefusal(bankImportMessages.unknownRegistration(line.line));
  }
  const reference = await referenceOfRegistration(trx, line.registration_id);
  if (outcome.kind === "refused") {
    throw new ImportRefusal(bankImportMessages.refused(line.line, reference, outcome.message));
  }
  return {
    statuses: [[line.registration_id, outcome.state?.payment_status ?? ""] as const],
    firstId: line.registration_id,
    reference,
  };
}

/**
 * A line made with a group order's reference: shared among the members still owing (groups'
 * payGroupIn, the path of « Marquer payée » for each); the line is kept with the group's
 * reference. Refused as a whole like any line.
 */
async function payGroupLine(
  trx: Db,
  line: { line: number; date: string; amount_centimes: number; label: string; group_id: number },
  input: { actor: Actor; at: Date; mail: MailService },
) {
  const group = await findGroup(trx, line.group_id);
  if (!group) throw new ImportRefusal(bankImportMessages.unknownRegistration(line.line));
  const outcome = await payGroupIn(trx, {
    groupId: group.id,
    ...paymentOf(line),
    ...input,
  }).catch((error: unknown) => {
    if (error instanceof GroupPaymentRefusal) {
      throw new ImportRefusal(bankImportMessages.refused(line.line, error.reference, error.reason));
    }
    throw error;
  });
  if (outcome.kind === "not_found") {
    throw new ImportRefusal(bankImportMessages.unknownRegistration(line.line));
  }
  if (outcome.kind === "refused") {
    throw new ImportRefusal(
      bankImportMessages.refused(line.line, group.reference, outcome.message),
    );
  }
  return {
    statuses: outcome.members.map(({ id, status }) => [id, status] as const),
    firstId: outcome.members[0]?.id ?? null,
    reference: group.reference,
  };
}

function rememberMapping(trx: Db, mapping: BankColumnMapping, actor: Actor, at: Date) {
  return writeSettingIn(trx, {
    key: MAPPING_SETTING,
    field: "bank_import_mapping",
    value: JSON.stringify(mapping),
    actor,
    at,
  });
}
