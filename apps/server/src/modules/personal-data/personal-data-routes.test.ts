import { readFileSync } from "node:fs";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { type Db, isPostgres } from "../../db/connection.ts";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { openDelegateBrowser, openDelegateSession } from "../../testing/delegate-session.ts";
import { correctRegistration, markPaid } from "../../testing/registration-actions.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-09T11:00:00.000Z");

// Words found nowhere else in the database, so that any trace of them is this person's.
const PERSON = {
  ...validRegistration(),
  firstName: "Zénobie",
  lastName: "Quarteroni",
  email: "zenobie.quarteroni@example.ma",
  institution: "Clinique Xylophore",
};
const TRACES = [
  "Zénobie",
  "Zenobie",
  "ZENOBIE",
  "Quarteroni",
  "quarteroni",
  "QUARTERONI",
  "Xylophore",
  "Wyverne",
];

/** Every table of the database (the search indexes and their shadow tables included). */
async function allTables(db: Db): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table'`.execute(db);
  return rows.map((row) => row.name);
}

/** The tables whose rows, read as text (blobs as Latin-1), hold one of the words. */
async function tablesHolding(db: Db, words: string[]): Promise<string[]> {
  const holding: string[] = [];
  for (const table of await allTables(db)) {
    const { rows } = await sql`select * from ${sql.id(table)}`.execute(db);
    const text = JSON.stringify(rows, (_key, value) =>
      value && typeof value === "object" && value.type === "Buffer"
        ? Buffer.from(value.data).toString("latin1")
        : value,
    );
    if (words.some((word) => text.includes(word))) holding.push(table);
  }
  return holding;
}

/** A signed-in admin on a fresh database, and a registration with a history naming the person. */
function personalDataHarness(create: () => Promise<TestDatabase>) {
  const harness = appHarness(create, { clock: () => NOW });
  const admin = signedInAdmin(harness, "dpo@example.ma");

  /**
   * A registration with a history naming the person: a correction, a deposit by hand, the
   * balance by a bank statement import (which issues the receipt and its mail), a note.
   */
  async function registrationWithHistory() {
    const { id, reference } = (await postJson(harness.app, "/api/registration", PERSON)).json();
    const corrected = await correctRegistration(admin, id, {
      ...PERSON,
      city: "Wyverne",
      version: 1,
    });
    expect(corrected.statusCode).toBe(200);
    const deposit = await markPaid(admin, id, {
      paidAt: "2025-10-03",
      amount: "300",
      bankLabel: `VIR ${reference} QUARTERONI ZENOBIE ACOMPTE`,
    });
    expect(deposit.statusCode).toBe(200);
    const { amount_due_centimes } = await storedRow(harness.database.db, "registrations", { id }, [
      "amount_due_centimes",
    ]);
    const imported = await admin("POST", "/api/admin/bank-import/confirm", {
      file_name: "releve-octobre.csv",
      mapping: { date: "Date", amount: "Crédit", label: "Libellé", payer: "Donneur d'ordre" },
      lines: [
        {
          line: 7,
          date: "2025-10-06",
          amount_centimes: amount_due_centimes - 30_000,
          label: `VIREMENT ${reference} Dr Zénobie QUARTERONI SOLDE`,
          payer: "Mme Quarteroni Zénobie, Clinique Xylophore",
          registration_id: id,
        },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ lines: 1, paid: 1 });
    const note = await admin("PUT", `/api/admin/registrations/${id}/note`, {
      staffNote: "Mme Quarteroni paiera sur place",
    });
    expect(note.statusCode).toBe(200);
    const arrived = await admin("POST", "/api/admin/check-in", { reference, device: "Accueil 1" });
    expect(arrived.statusCode).toBe(200);
    return { id: id as number, reference: reference as string };
  }

  /** A public write, as a visitor's browser sends it. */
  const publicPost = (url: string, body: unknown) => postJson(harness.app, url, body);
  return {
    database: () => harness.database,
    app: () => harness.app,
    admin,
    publicPost,
    registrationWithHistory,
  };
}

describe.each(DATABASE_ENGINES)("access export and erasure on $engine", ({ create }) => {
  const harness = personalDataHarness(create);
  const { admin, publicPost, registrationWithHistory } = harness;
  let database: TestDatabase;
  beforeAll(() => {
    database = harness.database();
  });

  it("exports everything stored about the person as JSON, and audits the export", async () => {
    const { id, reference } = await registrationWithHistory();
    try {
      await checkExport(id, reference);
    } finally {
      await admin("POST", `/api/admin/registrations/${id}/erase`);
    }
  });

  async function checkExport(id: number, reference: string) {
    const response = await admin("POST", `/api/admin/registrations/${id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="donnees-registration-${reference}.json"`,
    );
    const exported = response.json();
    expect(exported.entity).toEqual({ type: "registration", id, reference });
    expect(exported.record).toMatchObject({
      first_name: "Zénobie",
      last_name: "Quarteroni",
      city: "Wyverne",
      staff_note: "Mme Quarteroni paiera sur place",
    });
    expect(exported.mails.map((mail: { kind: string }) => mail.kind).sort()).toEqual([
      "payment_receipt",
      "registration_confirmation",
      "staff_new_registration",
    ]);
    expect(exported.mails[0].to_address).toBe(PERSON.email);
    expect(exported.audit.map((line: { action: string }) => line.action)).toEqual([
      "registration.update",
      "registration.payment.mark_paid",
      "registration.receipt.issue",
      "registration.payment.mark_paid",
      "registration.note.update",
    ]);
    // The money records name the person too: the receipt as printed, the bank's line as read.
    expect(exported.receipts).toEqual([
      expect.objectContaining({
        reference,
        delegate_name: expect.stringContaining("Zénobie Quarteroni"),
        delegate_email: PERSON.email,
        paid_on: "2025-10-06",
        cancelled_at: null,
      }),
    ]);
    expect(exported.bank_lines).toEqual([
      expect.objectContaining({
        booked_on: "2025-10-06",
        label: `VIREMENT ${reference} Dr Zénobie QUARTERONI SOLDE`,
        payer: "Mme Quarteroni Zénobie, Clinique Xylophore",
        registration_reference: reference,
        file_name: "releve-octobre.csv",
      }),
    ]);
    // The days the person came to the desk (issue #25).
    expect(exported.check_ins).toEqual([
      expect.objectContaining({
        checked_in_at: NOW.toISOString(),
        actor_email: "dpo@example.ma",
        device: "Accueil 1",
        undone_at: null,
      }),
    ]);
    const lines = (
      await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`)
    ).json().data;
    expect(lines[0]).toMatchObject({
      action: "registration.export",
      actor_email: "dpo@example.ma",
      entity_reference: reference,
      changes: {},
    });
  }

  it("erases the row and its mails, blanks the history, and leaves no trace in any table", async () => {
    const { id, reference } = await registrationWithHistory();
    // A second person stays untouched.
    const other = (await publicPost("/api/submission", validSubmission())).json();
    // She used « Mon espace »: a session, a link she did not open, her stars, and a
    // cancellation request she wrote herself (a Journal line naming her as its actor).
    const app = harness.app();
    const space = await openDelegateSession(app, PERSON.email);
    await openDelegateBrowser(app, PERSON.email.toUpperCase());
    const spaceWrite = (method: "PUT" | "POST", url: string, payload: object) =>
      app.inject({ method, url, payload, headers: space });
    expect(
      (await spaceWrite("PUT", "/api/space/agenda", { sessionIds: ["2025-10-30-0900-amphi"] }))
        .statusCode,
    ).toBe(200);
    const cancel = await spaceWrite("POST", `/api/space/registrations/${id}/cancel`, {
      reason: "Empêchée",
      refundIban: "FR7630006000011234567890189",
    });
    expect(cancel.statusCode).toBe(201);
    expect(await tablesHolding(database.db, [PERSON.email])).toEqual(
      expect.arrayContaining(["delegate_sessions", "space_links", "delegate_agendas", "audit_log"]),
    );
    expect(await tablesHolding(database.db, TRACES)).not.toEqual([]);

    const response = await admin("POST", `/api/admin/registrations/${id}/erase`);
    expect(response.statusCode).toBe(204);

    expect(await tablesHolding(database.db, TRACES)).toEqual([]);
    expect(await tablesHolding(database.db, [PERSON.email])).toEqual([]);
    const checkIns = await storedRows(database.db, "check_ins", { registration_id: id }, ["id"]);
    expect(checkIns).toEqual([]);
    expect((await admin("GET", `/api/admin/registrations/${id}`)).statusCode).toBe(404);
    const search = (await admin("GET", "/api/admin/registrations?q=quarteroni")).json();
    expect(search.total).toBe(0);
    const history = (
      await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`)
    ).json().data;
    expect(history[0]).toEqual({
      id: expect.any(Number),
      created_at: NOW.toISOString(),
      actor_id: expect.any(Number),
      actor_email: "dpo@example.ma",
      actor_kind: "staff",
      action: "registration.erase",
      entity_type: "registration",
      entity_id: id,
      entity_reference: reference,
      changes: {},
      reverts_id: null,
    });
    // Amounts and statuses stay; every value that could name the person is blanked.
    const payments = history
      .filter((line: { action: string }) => line.action.endsWith("mark_paid"))
      .map((line: { changes: unknown }) => line.changes);
    expect(payments).toEqual([
      expect.objectContaining({
        payment_status: ["en_attente", "payee"],
        amount_received_centimes: [30_000, 100_000],
        bank_label: ["[effacé]", "[effacé]"],
      }),
      expect.objectContaining({
        amount_received_centimes: [0, 30_000],
        bank_label: ["[effacé]", "[effacé]"],
      }),
    ]);
    // The money records stay for the accounts, without the person.
    expect(
      await storedRows(database.db, "receipts", { reference }, [
        "registration_id",
        "reference",
        "delegate_name",
        "delegate_email",
        "paid_on",
      ]),
    ).toEqual([
      {
        registration_id: null,
        reference,
        delegate_name: "[effacé]",
        delegate_email: "[effacé]",
        paid_on: "2025-10-06",
      },
    ]);
    expect(
      await storedRows(database.db, "bank_import_lines", { registration_reference: reference }, [
        "registration_id",
        "registration_reference",
        "label",
        "payer",
        "amount_centimes",
      ]),
    ).toEqual([
      {
        registration_id: null,
        registration_reference: reference,
        label: "[effacé]",
        payer: "[effacé]",
        amount_centimes: 70_000,
      },
    ]);
    expect((await admin("GET", `/api/admin/submissions/${other.id}`)).json().submission.email).toBe(
      "fatou.diallo@example.sn",
    );
    expect(await tablesHolding(database.db, ["fatou.diallo@example.sn"])).not.toEqual([]);
  });

  it("erases a submission with its authors, and answers 404 for an unknown row", async () => {
    const submission = {
      ...validSubmission(),
      lastName: "Quarteroni",
      authors: [
        {
          firstName: "Zénobie",
          lastName: "Quarteroni",
          email: "",
          affiliation: "Clinique Xylophore",
          isPresenting: true,
        },
      ],
    };
    const { id } = (await publicPost("/api/submission", submission)).json();
    // Accepted, placed on a poster board and published twice (versions 2 and 3 name the author).
    await database.db
      .updateTable("submissions")
      .set({ status: "acceptee_poster" })
      .where("id", "=", id)
      .execute();
    const { draft } = (await admin("GET", "/api/admin/programme")).json();
    const posters = draft.sessions.find((session: { kind: string }) => session.kind === "posters");
    const placed = await admin("POST", `/api/admin/programme/sessions/${posters.id}/items`, {
      submissionId: id,
      board: "P7",
    });
    expect(placed.statusCode, placed.body).toBe(201);
    for (const version of [2, 3]) {
      const published = await admin("POST", "/api/admin/programme/publish", { confirm: true });
      expect(published.json().version, published.body).toBe(version);
    }
    expect(await tablesHolding(database.db, ["Xylophore"])).toContain("programme_versions");

    expect((await admin("POST", `/api/admin/submissions/${id}/erase`)).statusCode).toBe(204);
    expect(await tablesHolding(database.db, TRACES)).toEqual([]);
    // Out of every version that placed it; published again without it, so the pages drop it.
    const versions = await database.db
      .selectFrom("programme_versions")
      .select(["version", "snapshot"])
      .orderBy("version")
      .execute();
    expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4]);
    for (const row of versions) expect(row.snapshot).not.toContain(`"submissionId":"${id}"`);
    const latest = JSON.parse(versions[3]?.snapshot ?? "{}");
    const postersNow = latest.sessions.find((session: { id: string }) => session.id === posters.id);
    expect(postersNow.items.map((item: { board?: string }) => item.board)).not.toContain("P7");
    const line = await storedRow(database.db, "audit_log", { action: "programme.erase" }, [
      "entity_reference",
      "changes",
    ]);
    expect(line.entity_reference).toBe("Version 4");
    expect(JSON.parse(line.changes)).toEqual({ version: [3, 4], versions_rewritten: [null, 2] });
    expect((await admin("POST", "/api/admin/contacts/999999/erase")).statusCode).toBe(404);
    expect((await admin("POST", "/api/admin/contacts/999999/export")).statusCode).toBe(404);
  });
});

describe("an erasure on SQLite's file", () => {
  const [sqlite] = DATABASE_ENGINES;
  const { database, admin, registrationWithHistory } = personalDataHarness(sqlite.create);

  it("leaves no trace in the SQLite file and its write-ahead log either", async () => {
    const { id } = await registrationWithHistory();
    expect((await admin("POST", `/api/admin/registrations/${id}/erase`)).statusCode).toBe(204);
    const { config } = database();
    if (config.kind !== "sqlite") throw new Error("a SQLite database was expected");
    const { file } = config;
    const bytes = Buffer.concat(
      [file, `${file}-wal`].map((path) => {
        try {
          return readFileSync(path);
        } catch {
          return Buffer.alloc(0);
        }
      }),
    );
    for (const word of [
      "Quarteroni",
      "quarteroni",
      "QUARTERONI",
      PERSON.email,
      "Wyverne",
      "Xylophore",
    ]) {
      expect(bytes.includes(Buffer.from(word, "utf8")), word).toBe(false);
    }
  });
});
