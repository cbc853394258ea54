import { type Kysely, Migrator, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ListedTable, listPage } from "../../services/lists/admin-list.ts";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import type { Db } from "../connection.ts";
import { migrations } from "../migrate.ts";

const BEFORE = "2025-09-01-login-attempts-reservation";
const now = () => new Date().toISOString();

/** The tables indexed by migration 2025-10-01 (the audit log came later, 2025-10-20). */
type FirstIndexed = Exclude<ListedTable, "audit_log">;

/** One row per listed table, as a bulk SQL import (or an old dump) would write them. */
const OLD_ROWS: Record<FirstIndexed, Record<string, unknown>> = {
  registrations: {
    reference: "CPSS-AAAAA",
    first_name: "Élodie",
    last_name: "Chérif",
    email: "e@example.ma",
    phone: "",
    title: "dr",
    specialty: "",
    institution: "CHU Ibn Rochd",
    address: "",
    city: "",
    country: "Maroc",
    participation_type: "autre",
    accommodation_needed: 0,
    dietary_restrictions: "",
    emergency_contact: "",
    emergency_phone: "",
    terms_accepted: 1,
  },
  submissions: {
    reference: "ABS-AAAAA",
    first_name: "Aïcha",
    last_name: "Ouédraogo",
    email: "a@example.bf",
    phone: "",
    institution: "Université Joseph Ki-Zerbo",
    department: "",
    country: "Burkina Faso",
    submission_type: "oral",
    category: "recherche-politiques",
    title: "Santé sexuelle des adolescentes",
    abstract: "Résumé",
    keywords: "",
    has_conflict_of_interest: 0,
    conflict_description: "",
    accepts_terms: 1,
    accepts_review: 1,
  },
  contact_messages: {
    first_name: "Zoë",
    last_name: "N'Diaye",
    email: "z@example.sn",
    phone: "",
    institution: "",
    subject: "Hébergement à Casablanca",
    message: "Bonjour",
  },
  users: { name: "Salma Bennani", email: "salma@example.ma", password_hash: "x" },
  outbox: {
    message_id: "<1@congres>",
    kind: "contact_acknowledgement",
    to_address: "z@example.sn",
    to_name: "Zoë N'Diaye",
    subject: "Votre message a bien été reçu",
    html_body: "",
    text_body: "",
    next_attempt_at: now(),
  },
};

/** A word of each row, typed without its accents and in another case. */
const SEARCHES: Record<FirstIndexed, string> = {
  registrations: "CHERIF elodie",
  submissions: "ouedraogo SANTE",
  contact_messages: "zoe hebergement",
  users: "BENNANI",
  outbox: "recu ZOE",
};

const search = <T extends ListedTable>(db: Db, table: T, q: string) =>
  listPage(db, table, { page: 1, per_page: 10, q });

describe.each(DATABASE_ENGINES)("the search index on $engine", ({ engine, create }) => {
  let database: TestDatabase;
  let migrator: Migrator;
  beforeEach(async () => {
    database = await create();
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
  });
  afterEach(() => database.drop());

  it("is built by the migration for the rows that existed before it", async () => {
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const before = database.db as unknown as Kysely<any>;
    for (const [table, row] of Object.entries(OLD_ROWS)) {
      // search_text left empty, as a row imported by SQL had it: the database fills it now.
      await before
        .insertInto(table)
        .values({ ...row, created_at: now() })
        .execute();
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    for (const [table, q] of Object.entries(SEARCHES) as [FirstIndexed, string][]) {
      const found = await search(database.db, table, q);
      expect(found.total, `${table}: ${q}`).toBe(1);
      expect(found.rows, table).toHaveLength(1);
      expect((await search(database.db, table, "")).total, table).toBe(1);
      expect((await search(database.db, table, `${q} absent`)).total, table).toBe(0);
    }
  });

  it("indexes the audit log's lines written before 2025-10-20, and gives them back their text", async () => {
    expect(
      (await migrator.migrateTo("2025-10-12-deferred-mail-and-registration-email")).error,
    ).toBeUndefined();
    const before = database.db as unknown as Kysely<any>;
    const line = {
      actor_email: "salma@example.ma",
      action: "registration.mark_paid",
      entity_type: "registration",
      entity_id: 1,
      entity_reference: "CPSS-ÉTÉ42",
      search_text: "salma@example.ma registration.mark_paid cpss-ete42",
    };
    await before
      .insertInto("audit_log")
      .values([
        { ...line, created_at: now() },
        { ...line, entity_reference: "CPSS-BBBBB", search_text: "", created_at: now() },
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect((await search(database.db, "audit_log", "")).total).toBe(2);
    const found = await search(database.db, "audit_log", "cpss-ete42 MARK_PAID");
    expect(found.rows.map((row) => row.entity_reference)).toEqual(["CPSS-ÉTÉ42"]);
    // A line that had no search text (written by SQL) is found now too.
    expect((await search(database.db, "audit_log", "bbbbb salma")).total).toBe(1);

    expect(
      (await migrator.migrateTo("2025-10-12-deferred-mail-and-registration-email")).error,
    ).toBeUndefined();
    const restored = await before
      .selectFrom("audit_log")
      .select(["entity_reference", "search_text"])
      .orderBy("id")
      .execute();
    expect(restored).toEqual([
      {
        entity_reference: "CPSS-ÉTÉ42",
        search_text: "salma@example.ma registration.mark_paid cpss-ete42",
      },
      {
        entity_reference: "CPSS-BBBBB",
        search_text: "salma@example.ma registration.mark_paid cpss-bbbbb",
      },
    ]);
  });

  it("follows rows inserted, updated and deleted by plain SQL", async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { db } = database;
    await sql`insert into contact_messages (first_name, last_name, email, subject, message, created_at)
      values ('Élodie', 'Chérif', 'elodie@example.ma', 'Tarif étudiant', 'Bonjour', ${now()}),
             ('Li', 'Ng', 'li@example.cn', 'Visa', 'Bonjour', ${now()})`.execute(db);
    const elodie = await search(db, "contact_messages", "CHERIF élodie");
    expect(elodie.rows.map((row) => row.email)).toEqual(["elodie@example.ma"]);
    expect((await search(db, "contact_messages", "ng li")).total).toBe(1);
    expect((await search(db, "contact_messages", "")).total).toBe(2);

    await sql`update contact_messages set last_name = 'Benkirane' where email = 'elodie@example.ma'`.execute(
      db,
    );
    expect((await search(db, "contact_messages", "cherif")).total).toBe(0);
    expect((await search(db, "contact_messages", "BENKIRANE")).rows[0]?.email).toBe(
      "elodie@example.ma",
    );
    // An update that leaves the searched columns alone keeps the row found.
    await sql`update contact_messages set message = 'Merci' where email = 'elodie@example.ma'`.execute(
      db,
    );
    expect((await search(db, "contact_messages", "benkirane tarif")).total).toBe(1);

    await sql`delete from contact_messages where email = 'elodie@example.ma'`.execute(db);
    expect((await search(db, "contact_messages", "benkirane")).total).toBe(0);
    expect((await search(db, "contact_messages", "")).total).toBe(1);
  });

  it("keeps the unfiltered total equal to the rows, write after write", async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { db } = database;
    const count = async () => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from contact_messages`.execute(
        db,
      );
      return Number(rows[0]?.n);
    };
    // Many small statements: PostgreSQL folds its count deltas now and then on the way.
    for (let n = 0; n < 150; n++) {
      await sql`insert into contact_messages (email, message, created_at)
        values (${`p${n}@example.ma`}, 'Bonjour', ${now()})`.execute(db);
      if (n % 3 === 0)
        await sql`delete from contact_messages where id = (select min(id) from contact_messages)`.execute(
          db,
        );
    }
    expect((await search(db, "contact_messages", "")).total).toBe(await count());
    expect(await count()).toBe(100);

    await sql`delete from contact_messages`.execute(db);
    expect((await search(db, "contact_messages", "")).total).toBe(0);
    if (engine === "PostgreSQL") {
      await sql`insert into contact_messages (email, message, created_at)
        values ('a@example.ma', 'Bonjour', ${now()})`.execute(db);
      await sql`truncate contact_messages`.execute(db);
      expect((await search(db, "contact_messages", "")).total).toBe(0);
    }
  });
});
