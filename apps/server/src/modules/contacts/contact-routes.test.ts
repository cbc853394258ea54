import { validContact } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { appHarness } from "../../testing/app-harness.ts";
import { asStoredColumns, storedRow } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("POST /api/contact on $engine", ({ create }) => {
  const harness = appHarness(create);

  it("stores the message with its institution and answers 201 {id}", async () => {
    const response = await postJson(harness.app, "/api/contact", {
      ...validContact(),
      spam: "dropped",
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const row = await storedRow(harness.database.db, "contact_messages", { id });
    expect(row).toMatchObject(asStoredColumns(validContact()));
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it("defaults the subject to « Demande d'information »", async () => {
    const response = await postJson(harness.app, "/api/contact", {
      ...validContact(),
      subject: "",
    });
    const row = await harness.database.db
      .selectFrom("contact_messages")
      .select("subject")
      .where("id", "=", response.json().id)
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe("Demande d'information");
  });

  it("answers 422 with French field errors and stores nothing", async () => {
    const before = await countRows(harness.database.db, "contact_messages");
    const response = await postJson(harness.app, "/api/contact", { email: "x", message: "" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Le formulaire contient des erreurs. Veuillez les corriger.",
      errors: { email: ["Email invalide"], message: ["Le message est requis"] },
    });
    expect(await countRows(harness.database.db, "contact_messages")).toBe(before);
  });

  // PostgreSQL refuses a NUL byte (a 500 before decision 0013); SQLite stored a lone surrogate
  // as invalid UTF-8. Both are now refused before the database sees them.
  it.each([
    ["a NUL byte", "Bonjour\u0000"],
    ["a lone surrogate", "Bonjour \ud800"],
  ])("answers 422 to %s in a text and stores nothing", async (_case, message) => {
    const messages = await countRows(harness.database.db, "contact_messages");
    const mails = await countRows(harness.database.db, "outbox");
    const response = await postJson(harness.app, "/api/contact", {
      ...validContact(),
      firstName: `Na${message}`,
      message,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Le formulaire contient des erreurs. Veuillez les corriger.",
      errors: {
        firstName: ["Ce champ contient des caractères non autorisés"],
        message: ["Ce champ contient des caractères non autorisés"],
      },
    });
    expect(await countRows(harness.database.db, "contact_messages")).toBe(messages);
    expect(await countRows(harness.database.db, "outbox")).toBe(mails);
  });
});
