import { validRegistration } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import {
  countRows,
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("POST /api/registration on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("stores every field in snake_case and answers 201 {id}", async () => {
    const response = await postJson(app, "/api/registration", validRegistration());
    expect(response.statusCode).toBe(201);
    const row = await database.db
      .selectFrom("registrations")
      .selectAll()
      .where("id", "=", response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "Amina",
      last_name: "Benali",
      email: "amina.benali@example.ma",
      phone: "+212 600 000 001",
      title: "dr",
      specialty: "Gynécologie",
      institution: "CHU Ibn Rochd",
      address: "1 rue des Hôpitaux",
      city: "Casablanca",
      country: "Maroc",
      participation_type: "professionnel",
      accommodation_needed: 1,
      dietary_restrictions: "Végétarien",
      emergency_contact: "Karim Benali",
      emergency_phone: "+212 600 000 002",
      terms_accepted: 1,
    });
  });

  it("refuses unticked terms with the spec's message and stores nothing", async () => {
    const before = await countRows(database.db, "registrations");
    const response = await postJson(app, "/api/registration", {
      ...validRegistration(),
      termsAccepted: false,
      firstName: "A",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstName: ["Le prénom doit contenir au moins 2 caractères"],
      termsAccepted: ["Vous devez accepter les conditions"],
    });
    expect(await countRows(database.db, "registrations")).toBe(before);
  });
});
