import { validRegistration } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { MailService } from "../../services/mail/mail-service.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { drainMails, postJson, testMailSettings } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

type Saved = { id: number; reference: string };

describe.each(DATABASE_ENGINES)("registrations with the same e-mail on $engine", ({ create }) => {
  let session: string;
  const settings = testMailSettings();
  const saved: Saved[] = [];
  let other: Saved;
  const bodies: string[] = [];

  const harness = appHarness(create, { mail: new MailService(settings) });
  beforeAll(async () => {
    await createAdmin(harness.database.db, "doublons@example.ma");
    session = await signIn(harness.app, "doublons@example.ma");
    // The same person three times, the address typed with other capitals, and someone else.
    for (const email of [
      "amina.benali@example.ma",
      "Amina.Benali@Example.MA",
      "amina.benali@example.ma",
    ]) {
      const response = await postJson(harness.app, "/api/registration", {
        ...validRegistration(),
        email,
      });
      expect(response.statusCode).toBe(201);
      bodies.push(response.body);
      saved.push(response.json());
    }
    other = (
      await postJson(harness.app, "/api/registration", {
        ...validRegistration(),
        email: "karim.tazi@example.ma",
      })
    ).json();
  });

  it("answers a repeated address exactly like a new one: the visitor learns nothing", () => {
    for (const body of bodies) {
      expect(Object.keys(JSON.parse(body))).toEqual(["id", "reference", "amount_due_centimes"]);
    }
    expect(new Set(saved.map((registration) => registration.reference)).size).toBe(3);
  });

  it("flags the duplicates in the admin list and detail, with how many others share the address", async () => {
    const list = (await asAdmin(harness.app, session, "GET", "/api/admin/registrations")).json();
    const duplicatesById = new Map(
      list.data.map((row: { id: number; duplicates: number }) => [row.id, row.duplicates]),
    );
    for (const registration of saved) expect(duplicatesById.get(registration.id)).toBe(2);
    expect(duplicatesById.get(other.id)).toBe(0);

    const detail = await asAdmin(
      harness.app,
      session,
      "GET",
      `/api/admin/registrations/${saved[1]?.id}`,
    );
    expect(detail.json()).toMatchObject({ email: "Amina.Benali@Example.MA", duplicates: 2 });
    const single = await asAdmin(
      harness.app,
      session,
      "GET",
      `/api/admin/registrations/${other.id}`,
    );
    expect(single.json().duplicates).toBe(0);
  });

  it("warns the person in the confirmation and the staff in their notice, naming the earlier references", async () => {
    await drainMails(harness.database.db, settings);
    const mails = await storedRows(harness.database.db, "outbox", { entity_type: "registration" }, [
      "kind",
      "entity_id",
      "text_body",
      "template_data",
    ]);
    const textOf = (kind: string, id: number | undefined) => {
      const mail = mails.find((row) => row.kind === kind && row.entity_id === id);
      expect(mail?.template_data).toBeNull();
      return mail?.text_body ?? "";
    };
    const [first, second, third] = saved;

    expect(textOf("registration_confirmation", first?.id)).not.toContain("Attention");
    expect(textOf("staff_new_registration", first?.id)).not.toContain("Doublon");
    expect(textOf("registration_confirmation", second?.id)).toContain(
      `Attention : une autre inscription a déjà été enregistrée avec cette adresse e-mail (${first?.reference}).`,
    );
    expect(textOf("registration_confirmation", third?.id)).toContain(
      `Attention : 2 autres inscriptions ont déjà été enregistrées avec cette adresse e-mail (${first?.reference}, ${second?.reference}).`,
    );
    expect(textOf("staff_new_registration", third?.id)).toContain(
      `Doublon possible : 2 autres inscriptions portent la même adresse e-mail (${first?.reference}, ${second?.reference}).`,
    );
    expect(textOf("registration_confirmation", other.id)).not.toContain("Attention");
  });
});
