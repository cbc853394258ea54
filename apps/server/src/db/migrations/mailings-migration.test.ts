import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-17-check-ins";
const MIGRATION = "2025-11-18-mailings";

describe.each(DATABASE_ENGINES)("the 2025-11-18 mailings migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);
  const raw = () => harness.database.db as unknown as Kysely<any>;

  it("leaves queued mails transactional, starts the pace at once, and keeps a mailing when its author goes", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const { id: authorId } = await raw()
      .insertInto("users")
      .values({
        name: "Secrétariat",
        email: "secretariat@example.ma",
        password_hash: "x",
        created_at: "2025-11-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await raw()
      .insertInto("outbox")
      .values({
        message_id: "<m1@example.ma>",
        kind: "registration_confirmation",
        to_address: "amina@example.ma",
        subject: "Confirmation",
        html_body: "<p>x</p>",
        text_body: "x",
        next_attempt_at: "2025-11-17T10:00:00.000Z",
        created_at: "2025-11-17T10:00:00.000Z",
      })
      .execute();
    expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();

    expect(
      await raw().selectFrom("outbox").select(["kind", "status", "mailing_id"]).execute(),
    ).toEqual([{ kind: "registration_confirmation", status: "queued", mailing_id: null }]);
    expect(await raw().selectFrom("mail_pace").selectAll().execute()).toEqual([
      { name: "mailings", next_slot_at: "1970-01-01T00:00:00.000Z" },
    ]);
    // One pace row per stream.
    await expect(
      raw()
        .insertInto("mail_pace")
        .values({ name: "mailings", next_slot_at: "2025-11-18T00:00:00.000Z" })
        .execute(),
    ).rejects.toThrow();

    const { id: mailingId } = await raw()
      .insertInto("mailings")
      .values({
        audience_kind: "registrations",
        audience: JSON.stringify({ kind: "registrations", paymentStatus: ["en_attente"] }),
        subject: JSON.stringify({ fr: "Relance" }),
        body: JSON.stringify({ fr: "Bonjour {{prenom}}" }),
        created_at: "2025-11-18T09:00:00.000Z",
        created_by_id: authorId,
        created_by_email: "secretariat@example.ma",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await raw()
      .insertInto("outbox")
      .values({
        message_id: "<m2@example.ma>",
        kind: "mailing",
        to_address: "amina@example.ma",
        subject: "Relance",
        html_body: "<p>Bonjour Amina</p>",
        text_body: "Bonjour Amina",
        next_attempt_at: "2025-11-18T10:00:00.000Z",
        created_at: "2025-11-18T10:00:00.000Z",
        mailing_id: mailingId,
      })
      .execute();
    const mailing = await raw()
      .selectFrom("mailings")
      .select(["status", "recipients", "sent_at", "created_by_id"])
      .executeTakeFirstOrThrow();
    expect(mailing).toEqual({
      status: "draft",
      recipients: null,
      sent_at: null,
      created_by_id: authorId,
    });
    // A subject and a body are required.
    await expect(
      raw()
        .insertInto("mailings")
        .values({
          audience_kind: "staff",
          audience: "{}",
          created_at: "2025-11-18T09:00:00.000Z",
          created_by_email: "secretariat@example.ma",
        })
        .execute(),
    ).rejects.toThrow();

    // The author's account deleted: the mailing stays, its author's address with it.
    await raw().deleteFrom("users").where("id", "=", authorId).execute();
    expect(
      await raw().selectFrom("mailings").select(["created_by_id", "created_by_email"]).execute(),
    ).toEqual([{ created_by_id: null, created_by_email: "secretariat@example.ma" }]);
  });

  it("goes down again: the mails kept, the column and the tables gone", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const mails = await raw().selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(mails.map((mail) => mail.message_id)).toEqual(["<m1@example.ma>", "<m2@example.ma>"]);
    expect(mails.every((mail) => !("mailing_id" in mail))).toBe(true);
    await expect(raw().selectFrom("mailings").selectAll().execute()).rejects.toThrow();
    await expect(raw().selectFrom("mail_pace").selectAll().execute()).rejects.toThrow();
  });
});
