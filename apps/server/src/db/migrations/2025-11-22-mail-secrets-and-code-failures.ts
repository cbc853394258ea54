import type { Kysely } from "kysely";

/**
 * Single-use tokens out of the stored mails, and wrong codes told to the owner (issue #36 item 5,
 * decision 0056):
 * - `outbox.secrets`: JSON list of the tokens a waiting mail carries (an invitation's or a
 *   password reset's link); null once the mail has left, or when it carries none;
 * - `outbox.secrets_masked`: 1 once its stored bodies hold `lien-masque` in their place;
 * - `users.two_factor_failures`: the account's wrong second-factor codes in a row (a right one
 *   sets it back to 0); the one that reaches the threshold mails the owner.
 *
 * The invitation and reset mails already in the outbox are brought under the rule: one that has
 * left (sent, failed, or copied as `.eml` without SMTP — that copy was its delivery) has the
 * tokens of its stored bodies masked; one still waiting has its token listed, and the worker
 * masks it when it leaves. Frozen in time: the kinds and link pages are copied here on purpose.
 */
const KINDS = ["staff_invitation", "staff_password_reset"];
const LINK_TOKEN = /(\/admin\/invitation|\/admin\/nouveau-mot-de-passe)#([A-Za-z0-9_-]{16,})/g;
const MASK = "lien-masque";

type Row = {
  id: number;
  status: string;
  html_body: string;
  text_body: string;
  template_data: string | null;
  eml_file: string | null;
};

const tokensIn = (text: string) => [...text.matchAll(LINK_TOKEN)].map((match) => match[2]);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("secrets", "text").execute();
  await db.schema
    .alterTable("outbox")
    .addColumn("secrets_masked", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("two_factor_failures", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  const rows: Row[] = await db
    .selectFrom("outbox")
    .select(["id", "status", "html_body", "text_body", "template_data", "eml_file"])
    .where("kind", "in", KINDS)
    .execute();
  for (const row of rows) {
    const left = row.status !== "queued" || row.eml_file !== null;
    if (row.template_data !== null || !left) {
      const tokens = tokensIn(row.template_data ?? row.text_body);
      if (tokens.length > 0) {
        await db
          .updateTable("outbox")
          .set({ secrets: JSON.stringify(tokens) })
          .where("id", "=", row.id)
          .execute();
      }
      continue;
    }
    await db
      .updateTable("outbox")
      .set({
        html_body: row.html_body.replace(LINK_TOKEN, `$1#${MASK}`),
        text_body: row.text_body.replace(LINK_TOKEN, `$1#${MASK}`),
        secrets_masked: 1,
        ...(row.status === "queued" ? { status: "sent" } : {}),
      })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("two_factor_failures").execute();
  await db.schema.alterTable("outbox").dropColumn("secrets_masked").execute();
  await db.schema.alterTable("outbox").dropColumn("secrets").execute();
}
