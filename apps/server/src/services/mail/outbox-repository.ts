import { randomUUID } from "node:crypto";
import {
  type Edition,
  MAIL_STATUSES,
  type MailEntityType,
  type MailKind,
  type MailStatus,
} from "@congres/shared";
import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { OutboxTable } from "../../db/schema.ts";
import { RELEASED } from "../jobs/lease.ts";
import type { MailAddress, MailDraft, MailTemplateData, PendingMail } from "./mail-draft.ts";
import { renderTemplate } from "./render-template.ts";

export type OutboxRow = Selectable<OutboxTable>;

export const newMessageId = (domain: string) => `<${randomUUID()}@${domain}>`;

/** A mail to queue: rendered already, or with the data the worker renders it from. */
export type QueuedMail = MailDraft | PendingMail;

const bodyColumns = (mail: QueuedMail) =>
  "data" in mail
    ? { html_body: "", text_body: "", template_data: JSON.stringify(mail.data) }
    : { html_body: mail.html, text_body: mail.text, template_data: null };

/** What a secret is replaced with in a stored body, and in every body staff read. */
export const MASKED_SECRET = "lien-masque";

/** URL-safe and long enough that replacing it in a rendered body is exact (no escaping, no clash). */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{16,}$/;

function secretsColumn(draft: QueuedMail): string | null {
  if (!draft.secrets?.length) return null;
  if (!draft.secrets.every((secret) => SECRET_SHAPE.test(secret))) {
    throw new Error("a mail's secrets must be URL-safe tokens of at least 16 characters");
  }
  return JSON.stringify(draft.secrets);
}

const secretsOf = (row: Pick<OutboxRow, "secrets">): string[] =>
  row.secrets === null ? [] : (JSON.parse(row.secrets) as string[]);

/** A body with the row's secrets masked. */
const masked = (body: string, secrets: readonly string[]) =>
  secrets.reduce((text, secret) => text.replaceAll(secret, MASKED_SECRET), body);

const outboxRow = (draft: QueuedMail, messageIdDomain: string, now: Date) => ({
  message_id: newMessageId(messageIdDomain),
  kind: draft.kind,
  to_address: draft.to.address,
  to_name: draft.to.name,
  cc_addresses: JSON.stringify(draft.cc ?? []),
  ...(draft.draft ? { status: "draft" } : {}),
  subject: draft.subject,
  ...bodyColumns(draft),
  entity_type: draft.entity?.type ?? null,
  entity_id: draft.entity?.id ?? null,
  attachments: draft.attachments?.length ? JSON.stringify(draft.attachments) : null,
  mailing_id: draft.mailingId ?? null,
  secrets: secretsColumn(draft),
  next_attempt_at: now.toISOString(),
  created_at: now.toISOString(),
});

/**
 * Writes mails into the outbox, in one INSERT. Call it with the transaction that writes what
 * they are about: if that transaction rolls back, the mails never existed.
 */
export async function enqueueMails(
  db: Db,
  drafts: readonly QueuedMail[],
  messageIdDomain: string,
  now: Date = new Date(),
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const rows = await db
    .insertInto("outbox")
    .values(drafts.map((draft) => outboxRow(draft, messageIdDomain, now)))
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

export async function enqueueMail(
  db: Db,
  draft: QueuedMail,
  messageIdDomain: string,
  now: Date = new Date(),
): Promise<number> {
  const [id] = await enqueueMails(db, [draft], messageIdDomain, now);
  if (id === undefined) throw new Error("the outbox insert returned no id");
  return id;
}

/**
 * The bodies of a mail: as stored, or rendered from the data it was queued with (a mail the
 * worker has not reached yet).
 */
export async function bodiesOf(
  row: Pick<OutboxRow, "html_body" | "text_body" | "template_data">,
  edition: Edition,
): Promise<{ html: string; text: string }> {
  if (row.template_data === null) return { html: row.html_body, text: row.text_body };
  return renderTemplate(JSON.parse(row.template_data) as MailTemplateData, edition);
}

/** A mail's bodies as staff may read them: its secrets masked while it waits (decision 0056). */
export async function bodiesForStaff(
  row: Pick<OutboxRow, "html_body" | "text_body" | "template_data" | "secrets">,
  edition: Edition,
): Promise<{ html: string; text: string }> {
  const { html, text } = await bodiesOf(row, edition);
  const secrets = secretsOf(row);
  return { html: masked(html, secrets), text: masked(text, secrets) };
}

/**
 * What a row stores with an attempt's outcome, in the same write: the bodies rendered from its
 * data (one commit per mail instead of two, each of which waits for the disk on SQLite; from then
 * on what the staff preview is exactly what left), and, once the mail has left, its secrets
 * masked and forgotten. Undefined: nothing to store.
 */
export type RenderedBodies = Partial<
  Pick<OutboxRow, "html_body" | "text_body" | "template_data" | "secrets" | "secrets_masked">
>;

/**
 * A mail made ready to leave: `row` carries the bodies to send; `waiting` is what its row stores
 * while it may be tried again, `left` what it stores once it has left (sent, copied as `.eml`
 * without SMTP, or given up). A mail carrying secrets stores nothing while it waits — it is
 * rendered again for the next attempt — and only masked bodies once it has left.
 */
export async function renderQueuedMail(
  row: OutboxRow,
  edition: Edition,
): Promise<{ row: OutboxRow; waiting?: RenderedBodies; left?: RenderedBodies }> {
  const secrets = secretsOf(row);
  if (row.template_data === null && secrets.length === 0) return { row };
  const { html, text } = await bodiesOf(row, edition);
  const ready = { ...row, html_body: html, text_body: text };
  if (secrets.length === 0) {
    const bodies = { html_body: html, text_body: text, template_data: null };
    return { row: ready, waiting: bodies, left: bodies };
  }
  const left = {
    html_body: masked(html, secrets),
    text_body: masked(text, secrets),
    template_data: null,
    secrets: null,
    secrets_masked: 1,
  };
  return { row: ready, left };
}

/** The copies of a mail, as stored. */
export const ccOf = (row: Pick<OutboxRow, "cc_addresses">): MailAddress[] =>
  JSON.parse(row.cc_addresses) as MailAddress[];

export async function findMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Whether a mail of this kind was queued to this address after `since` (an alert's quiet time). */
export async function mailQueuedSince(
  db: Db,
  kind: OutboxRow["kind"],
  address: string,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "=", kind)
    .where("to_address", "=", address)
    .where("created_at", ">", since.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function countMailsByStatus(db: Db): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(MAIL_STATUSES.map(({ value }) => [value, 0])) as Record<
    MailStatus,
    number
  >;
  for (const row of rows) counts[row.status as MailStatus] = Number(row.count);
  return counts;
}

/** The mails about one row (a registration, a submission, a message), oldest first. */
const mailsAboutOne = (db: Db, type: MailEntityType, id: number) =>
  db.selectFrom("outbox").where("entity_type", "=", type).where("entity_id", "=", id).orderBy("id");

export const mailsAbout = (db: Db, type: MailEntityType, id: number) =>
  mailsAboutOne(db, type, id).selectAll().execute();

/** The ids of the rows of `type` that have a mail of `kind`, each once. */
const idsWithMailQuery = (db: Db, kind: MailKind, type: MailEntityType) =>
  db
    .selectFrom("outbox")
    .select("entity_id")
    .distinct()
    .where("entity_type", "=", type)
    .where("kind", "=", kind);

const idSet = (rows: { entity_id: number | null }[]) =>
  new Set(rows.flatMap((row) => (row.entity_id === null ? [] : [row.entity_id])));

/** The ids of the rows of `type` that have a mail of `kind`, in any status (sent, queued, failed). */
export async function idsWithMail(
  db: Db,
  kind: MailKind,
  type: MailEntityType,
): Promise<Set<number>> {
  return idSet(await idsWithMailQuery(db, kind, type).execute());
}

/** Among `ids`, those of `type` that have a mail of `kind` already sent (delivered to the server). */
export async function idsWithSentMail(
  db: Db,
  kind: MailKind,
  type: MailEntityType,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const query = idsWithMailQuery(db, kind, type).where("entity_id", "in", ids);
  return idSet(await query.where("status", "=", "sent").execute());
}

/** The mails about one row as its person's data export lists them, oldest first. */
export const mailsToExport = (db: Db, type: MailEntityType, id: number) =>
  mailsAboutOne(db, type, id)
    .select([
      "id",
      "kind",
      "status",
      "to_address",
      "to_name",
      "subject",
      "text_body",
      "template_data",
      "created_at",
      "sent_at",
    ])
    .execute();

/**
 * Withdraws mails that have not left: queued and not held by a worker — never leased, or leased
 * by a worker whose lease has run out (it died; the mail would be taken again, as `claimMails`
 * does) — or failed. A leased mail may be on its way to the SMTP server. A compare-and-set on the
 * status and the lease: on PostgreSQL a worker's claim and this update lock the row in turn, so
 * one of them wins; the lease is cleared, so a late worker cannot record an outcome on it.
 * Answers the ids withdrawn; the others left or are leaving.
 */
export async function withdrawUnsentMails(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable("outbox")
    .set({ status: "withdrawn", ...RELEASED })
    .where("id", "in", [...ids])
    .where((eb) =>
      eb.or([
        eb.and([
          eb("status", "=", "queued"),
          eb.or([
            eb("lease_expires_at", "is", null),
            eb("lease_expires_at", "<", now.toISOString()),
          ]),
        ]),
        eb("status", "=", "failed"),
      ]),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Mails "Renvoyer" refuses: a waiting one is not sent twice, a draft leaves only through
 * "À envoyer", and a withdrawn one carries a cancelled receipt (decision 0033).
 */
export const NEVER_RESENT = ["queued", "draft", "withdrawn"] as const satisfies MailStatus[];
export type NeverResent = (typeof NEVER_RESENT)[number];
const isNeverResent = (status: string): status is NeverResent =>
  (NEVER_RESENT as readonly string[]).includes(status);

/** Deletes the mails about one row; the callers below narrow it or not. */
const deleteMailsAboutOne = (db: Db, type: MailEntityType, id: number) =>
  db.deleteFrom("outbox").where("entity_type", "=", type).where("entity_id", "=", id);

/** Removes the draft of `kind` still waiting about this row, if any (a sent mail is never touched). */
export async function deleteWaitingDraft(
  db: Db,
  kind: MailKind,
  entity: { type: MailEntityType; id: number },
) {
  await deleteMailsAboutOne(db, entity.type, entity.id)
    .where("kind", "=", kind)
    .where("status", "=", "draft")
    .execute();
}

/** Erasing a person erases the mails about them, queued (never sent now) or sent. */
export async function deleteMailsAbout(db: Db, type: MailEntityType, id: number) {
  await deleteMailsAboutOne(db, type, id).execute();
}

/** Deletes the mails of `kind` sent to `address` that are about no row (a sign-in link's). */
export async function deleteUnattachedMailsTo(db: Db, address: string, kind: MailKind) {
  await db
    .deleteFrom("outbox")
    .where("kind", "=", kind)
    .where("entity_type", "is", null)
    .where(sql<string>`lower(to_address)`, "=", address.trim().toLowerCase())
    .execute();
}

/**
 * "Renvoyer": a failed mail goes back into the queue as it is (it never arrived, so its
 * Message-ID is still unused); a sent one is copied under a new Message-ID, or the receiving
 * server would drop it as a duplicate. Answers the id of the mail that will be sent, or
 * undefined when the mail is unknown or still waiting.
 */
export async function resendMail(
  db: Db,
  id: number,
  messageIdDomain: string,
  now: Date = new Date(),
): Promise<number | undefined> {
  const row = await findMail(db, id);
  // A mail whose secrets are masked would carry a dead link: a new one is asked for instead.
  if (!row || isNeverResent(row.status) || row.secrets_masked) return undefined;
  if (row.status === "failed") {
    await db
      .updateTable("outbox")
      .set({ status: "queued", attempts: 0, next_attempt_at: now.toISOString(), ...RELEASED })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .execute();
    return id;
  }
  const envelope = {
    kind: row.kind as MailDraft["kind"],
    to: { name: row.to_name, address: row.to_address },
    cc: ccOf(row),
    subject: row.subject,
    entity:
      row.entity_type && row.entity_id !== null
        ? { type: row.entity_type as MailEntityType, id: row.entity_id }
        : null,
    ...(row.attachments
      ? { attachments: JSON.parse(row.attachments) as MailDraft["attachments"] }
      : {}),
  };
  const bodies =
    row.template_data === null
      ? { html: row.html_body, text: row.text_body }
      : { data: JSON.parse(row.template_data) as MailTemplateData };
  return enqueueMail(db, { ...envelope, ...bodies }, messageIdDomain, now);
}
