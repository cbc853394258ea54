import { EDIT_CONFLICT_MESSAGE, messages } from "@congres/shared";
import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { correctRegistration, markPaid } from "../../testing/registration-actions.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-08T10:00:00.000Z");

describe.each(DATABASE_ENGINES)("staff corrections on $engine", ({ create }) => {
  const created = async (path: string, body: unknown) => {
    const response = await postJson(harness.app, path, body);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; reference: string };
  };
  const auditOf = async (type: string, id: number) =>
    (await admin("GET", `/api/admin/audit?entity_type=${type}&entity_id=${id}`)).json().data;
  const found = async (list: string, q: string) =>
    (await admin("GET", `/api/admin/${list}?q=${encodeURIComponent(q)}`))
      .json()
      .data.map((row: { id: number }) => row.id);

  const harness = appHarness(create, { clock: () => NOW });
  const admin = signedInAdmin(harness, "secretariat@example.ma");

  it("corrects a registration, audits each field from old to new, and is found by its new words", async () => {
    const { id, reference } = await created("/api/registration", validRegistration());
    const response = await correctRegistration(admin, id, {
      lastName: "Benali-Ouazzani",
      city: "Rabat",
      accommodationNeeded: false,
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(2);
    const row = await storedRow(harness.database.db, "registrations", { id }, [
      "last_name",
      "city",
      "accommodation_needed",
      "version",
      "first_name",
    ]);
    expect(row).toEqual({
      last_name: "Benali-Ouazzani",
      city: "Rabat",
      accommodation_needed: 0,
      version: 2,
      first_name: "Amina",
    });
    expect(await auditOf("registration", id)).toEqual([
      expect.objectContaining({
        action: "registration.update",
        actor_email: "secretariat@example.ma",
        entity_reference: reference,
        created_at: NOW.toISOString(),
        changes: {
          last_name: ["Benali", "Benali-Ouazzani"],
          city: ["Casablanca", "Rabat"],
          accommodation_needed: [true, false],
        },
      }),
    ]);
    // The search index follows the row (decision 0014): the new word finds it.
    expect(await found("registrations", "ouazzani")).toEqual([id]);
  });

  it("refuses invalid data with the public form's French messages, and writes nothing", async () => {
    const { id } = await created("/api/registration", validRegistration());
    const response = await correctRegistration(admin, id, {
      firstName: "A",
      email: "pas-un-email",
      version: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstName: [messages.registration.firstName],
      email: [messages.registration.email],
    });
    const row = await storedRow(harness.database.db, "registrations", { id }, [
      "first_name",
      "email",
      "version",
    ]);
    expect(row).toEqual({ first_name: "Amina", email: "amina.benali@example.ma", version: 1 });
    expect(await auditOf("registration", id)).toEqual([]);
  });

  it("answers 409 in French to the second of two staff who edited the same version", async () => {
    const { id } = await created("/api/registration", validRegistration());
    const first = await correctRegistration(admin, id, { city: "Fès", version: 1 });
    expect(first.statusCode).toBe(200);
    const second = await correctRegistration(admin, id, { city: "Tanger", version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: EDIT_CONFLICT_MESSAGE });
    const { city } = await storedRow(harness.database.db, "registrations", { id }, ["city"]);
    expect(city).toBe("Fès");
    expect((await auditOf("registration", id)).length).toBe(1);
  });

  it("lets exactly one of two simultaneous saves of the same version through", async () => {
    const { id } = await created("/api/submission", validSubmission());
    const save = (title: string) =>
      admin("PUT", `/api/admin/submissions/${id}`, { ...validSubmission(), title, version: 1 });
    const answers = await Promise.all([save("Version A"), save("Version B")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    const { title } = await storedRow(harness.database.db, "submissions", { id }, ["title"]);
    expect(winner.changes.title[1]).toBe(title);
    expect((await auditOf("submission", id)).length).toBe(1);
  });

  it("never reprices a registration when staff correct its type: priced once, at creation (decision 0075)", async () => {
    const correctToStudent = (id: number) =>
      correctRegistration(admin, id, { participationType: "etudiant", version: 1 });
    const waiting = await created("/api/registration", validRegistration());
    const toStudent = await correctToStudent(waiting.id);
    expect(toStudent.json().changes).toEqual({
      participation_type: ["professionnel", "etudiant"],
    });

    const paid = await created("/api/registration", validRegistration());
    const payment = await markPaid(admin, paid.id, {
      paidAt: "2025-10-03",
      amount: "300",
      bankLabel: "VIR",
    });
    expect(payment.statusCode).toBe(200);
    const afterPayment = await correctToStudent(paid.id);
    expect(afterPayment.json().changes).toEqual({
      participation_type: ["professionnel", "etudiant"],
    });
    const amounts = await harness.database.db
      .selectFrom("registrations")
      .select(["id", "amount_due_centimes"])
      .where("id", "in", [waiting.id, paid.id])
      .orderBy("id")
      .execute();
    expect(amounts).toEqual([
      { id: waiting.id, amount_due_centimes: 100_000 },
      { id: paid.id, amount_due_centimes: 100_000 },
    ]);
  });

  it("flags duplicates by the corrected e-mail", async () => {
    const first = await created("/api/registration", {
      ...validRegistration(),
      email: "premier@example.ma",
    });
    const second = await created("/api/registration", {
      ...validRegistration(),
      email: "second@example.ma",
    });
    const detail = async (id: number) =>
      (await admin("GET", `/api/admin/registrations/${id}`)).json();
    expect((await detail(second.id)).duplicates).toBe(0);
    await correctRegistration(admin, second.id, { email: "Premier@example.ma", version: 1 });
    expect((await detail(second.id)).duplicates).toBe(1);
    expect((await detail(first.id)).duplicates).toBe(1);
  });

  it("corrects a submission's authors: added, removed, reordered, presenting author moved", async () => {
    const { id } = await created("/api/submission", validSubmission());
    const [fatou, moussa] = validSubmission().authors as [object, object];
    const response = await admin("PUT", `/api/admin/submissions/${id}`, {
      ...validSubmission(),
      title: "Contraception et ruralité",
      authors: [
        { ...moussa, isPresenting: true },
        { ...fatou, isPresenting: false },
        { firstName: "Aïcha", lastName: "Sow", email: "", affiliation: "", isPresenting: false },
      ],
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    const detail = (await admin("GET", `/api/admin/submissions/${id}`)).json();
    expect(detail.submission.title).toBe("Contraception et ruralité");
    expect(
      detail.authors.map((a: { last_name: string; is_presenting: boolean }) => [
        a.last_name,
        a.is_presenting,
      ]),
    ).toEqual([
      ["Ndiaye", true],
      ["Diallo", false],
      ["Sow", false],
    ]);
    const [line] = await auditOf("submission", id);
    expect(line.changes).toEqual({
      title: ["Accès à la contraception en milieu rural", "Contraception et ruralité"],
      authors: [
        "1. Fatou Diallo <fatou.diallo@example.sn>, UCAD, Dakar (présente)\n2. Moussa Ndiaye",
        "1. Moussa Ndiaye (présente)\n2. Fatou Diallo <fatou.diallo@example.sn>, UCAD, Dakar\n3. Aïcha Sow",
      ],
    });
    expect(await found("submissions", "ruralité")).toEqual([id]);
  });

  it("refuses a submission without a presenting author, keeping its authors", async () => {
    const { id } = await created("/api/submission", validSubmission());
    const response = await admin("PUT", `/api/admin/submissions/${id}`, {
      ...validSubmission(),
      authors: validSubmission().authors?.map((author) => ({ ...author, isPresenting: false })),
      version: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      authors: [messages.submission.presentingAuthorMissing],
    });
    const authors = await harness.database.db
      .selectFrom("submission_authors")
      .select(["last_name", "is_presenting"])
      .where("submission_id", "=", id)
      .orderBy("position")
      .execute();
    expect(authors).toEqual([
      { last_name: "Diallo", is_presenting: 1 },
      { last_name: "Ndiaye", is_presenting: 0 },
    ]);
  });

  it("corrects a contact message and finds it by its new subject; 404 for an unknown one", async () => {
    const contact = (await postJson(harness.app, "/api/contact", validContact())).json();
    const response = await admin("PUT", `/api/admin/contacts/${contact.id}`, {
      ...validContact(),
      subject: "Hébergement partenaire",
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect((await auditOf("contact", contact.id))[0].changes).toEqual({
      subject: ["Hébergement", "Hébergement partenaire"],
    });
    expect(await found("contacts", "partenaire")).toEqual([contact.id]);
    const missing = await admin("PUT", "/api/admin/contacts/999999", {
      ...validContact(),
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});
