import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-19-programme";
const MIGRATION = "2025-11-22-mail-secrets-and-code-failures";

const token = (letter: string) => letter.repeat(43);
const link = (letter: string) => `https://congres.example/admin/invitation#${token(letter)}`;
const body = (letter: string) => `Bonjour, ouvrez ${link(letter)} avant jeudi.`;

describe.each(DATABASE_ENGINES)(
  "the 2025-11-22 mail secrets and code failures migration on $engine",
  ({ create }) => {
    const harness = migrationHarness(create);

    it("masks the tokens of invitation mails that left, lists those of waiting ones, and takes it away", async () => {
      const db = harness.database.db;
      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const row = (id: number, letter: string, changes: Record<string, unknown>) => ({
        id,
        message_id: `<${id}@example>`,
        kind: "staff_invitation",
        to_address: "nadia@example.ma",
        to_name: "Nadia",
        subject: "Invitation",
        html_body: `<a href="${link(letter)}">${body(letter)}</a>`,
        text_body: body(letter),
        template_data: null,
        next_attempt_at: "2025-10-07T08:00:00.000Z",
        created_at: "2025-10-07T08:00:00.000Z",
        ...changes,
      });
      await db
        .insertInto("outbox")
        .values([
          row(1, "a", { status: "sent" }),
          row(2, "b", { status: "queued", eml_file: "/data/mail/000002-staff_invitation.eml" }),
          row(3, "c", { status: "queued" }),
          row(4, "d", {
            status: "queued",
            html_body: "",
            text_body: "",
            template_data: JSON.stringify({ template: "staff_account_link", url: link("d") }),
          }),
          row(5, "e", { kind: "registration_confirmation", status: "sent" }),
        ])
        .execute();
      expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();

      const rows = await db
        .selectFrom("outbox")
        .select(["id", "status", "text_body", "html_body", "secrets", "secrets_masked"])
        .orderBy("id")
        .execute();
      const masked =
        "Bonjour, ouvrez https://congres.example/admin/invitation#lien-masque avant jeudi.";
      expect(rows.map(({ html_body, ...rest }) => rest)).toEqual([
        { id: 1, status: "sent", text_body: masked, secrets: null, secrets_masked: 1 },
        // Copied as .eml without SMTP: that copy was its delivery.
        { id: 2, status: "sent", text_body: masked, secrets: null, secrets_masked: 1 },
        {
          id: 3,
          status: "queued",
          text_body: body("c"),
          secrets: JSON.stringify([token("c")]),
          secrets_masked: 0,
        },
        {
          id: 4,
          status: "queued",
          text_body: "",
          secrets: JSON.stringify([token("d")]),
          secrets_masked: 0,
        },
        { id: 5, status: "sent", text_body: body("e"), secrets: null, secrets_masked: 0 },
      ]);
      expect(rows[0]?.html_body).not.toContain(token("a"));
      await db
        .insertInto("users")
        .values({ name: "Salma", email: "salma@example.ma", password_hash: "h", created_at: "x" })
        .execute();
      expect(await db.selectFrom("users").select("two_factor_failures").execute()).toEqual([
        { two_factor_failures: 0 },
      ]);

      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const outbox = (await db.introspection.getTables()).find((table) => table.name === "outbox");
      expect(outbox?.columns.map((column) => column.name)).not.toContain("secrets");
      expect(outbox?.columns.map((column) => column.name)).not.toContain("secrets_masked");
      const users = (await db.introspection.getTables()).find((table) => table.name === "users");
      expect(users?.columns.map((column) => column.name)).not.toContain("two_factor_failures");
    });
  },
);
