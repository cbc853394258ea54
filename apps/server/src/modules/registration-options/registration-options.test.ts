import { validRegistration } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { csrfToken, postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { passExpiredOffers } from "./waitlist-sweep-workflow.ts";

/** Issue #40 items 1–3 (decision 0075): fees as data, add-ons with seats and a waiting list, promo codes. */

const START = new Date("2025-10-06T09:30:00.000Z");
let now = START;
const HOUR = 3_600_000;

const workshop = (code: string, capacity: number | null) => ({
  code,
  label: { fr: `Atelier ${code}`, en: `Workshop ${code}`, ar: `ورشة ${code}` },
  price: 300,
  capacity,
});

/** A registration body as the form sends it, each with its own address. */
const body = (n: number, extra: object = {}) => ({
  ...validRegistration(),
  email: `delegue.${n}@example.ma`,
  ...extra,
});

/** Many writes sent at once: each gets its CSRF token before any is sent. */
async function raced(apps: readonly TestApp[], bodies: readonly object[]) {
  const tokens = await Promise.all(apps.map((app) => csrfToken(app)));
  return Promise.all(
    bodies.map((payload, index) => {
      const which = index % apps.length;
      const token = tokens[which] ?? "";
      return (apps[which] as TestApp).inject({
        method: "POST",
        url: "/api/registration",
        payload: payload as never,
        cookies: { "XSRF-TOKEN": token },
        headers: { "x-xsrf-token": token },
      });
    }),
  );
}

describe.each(DATABASE_ENGINES)("registration options on $engine", ({ engine, create }) => {
  const harness = appHarness(create, () => ({
    clock: () => now,
    publicWriteLimits: { perMinute: 10_000, perHour: 10_000 },
  }));
  /** On PostgreSQL a second server on the same database, as behind a proxy. */
  let second: TestApp | undefined;
  let admin = "";
  let secretariat = "";
  const asStaff =
    (session: string) =>
    (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
      asAdmin(harness.app, session, method, url, payload);
  const db = () => harness.database.db;

  beforeAll(async () => {
    now = START;
    const { sessions } = await staffAccounts(harness, ["admin", "secretariat"]);
    admin = sessions.admin;
    secretariat = sessions.secretariat;
    if (engine === "PostgreSQL") {
      second = await testApp(harness.database.connectAgain(), {
        clock: () => now,
        publicWriteLimits: { perMinute: 10_000, perHour: 10_000 },
      });
    }
  });
  afterAll(async () => {
    if (!second) return;
    const otherDb = second.db;
    await second.close();
    await otherDb.destroy();
  });
  const servers = () => (second ? [harness.app, second] : [harness.app]);

  it("takes the seed's body unchanged: 201 with the default fee, 1 000 DH, 500 for a student", async () => {
    const plain = await postJson(harness.app, "/api/registration", validRegistration());
    const student = await postJson(harness.app, "/api/registration", {
      ...validRegistration(),
      participationType: "etudiant",
    });
    expect([plain.statusCode, student.statusCode]).toEqual([201, 201]);
    const rows = await db()
      .selectFrom("registrations")
      .select(["amount_due_centimes", "payment_status", "promo_code"])
      .where("id", "in", [plain.json().id, student.json().id])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { amount_due_centimes: 100_000, payment_status: "en_attente", promo_code: null },
      { amount_due_centimes: 50_000, payment_status: "en_attente", promo_code: null },
    ]);
    const options = await harness.app.inject({ method: "GET", url: "/api/registration/options" });
    expect(options.json()).toMatchObject({
      currency: "DH",
      period: "standard",
      types: expect.arrayContaining([
        { code: "professionnel", price: 1000, byGroup: {} },
        { code: "etudiant", price: 500, byGroup: {} },
      ]),
      addons: [],
    });
  });

  it("prices from the admin's fees, period and country group, once: a later change never reprices", async () => {
    const asSecretariat = asStaff(secretariat);
    const refused = await asSecretariat("PUT", "/api/admin/registration-options/country-groups", {
      groups: [],
    });
    expect(refused.statusCode).toBe(403);
    const asAdminUser = asStaff(admin);
    const invalid = await asAdminUser("PUT", "/api/admin/registration-options/country-groups", {
      groups: [
        { code: "revenu", label: "", countries: ["SN"] },
        { code: "revenu", label: "Revenu faible", countries: [] },
      ],
    });
    expect([invalid.statusCode, invalid.json().errors]).toEqual([
      422,
      {
        "groups.0.label": ["Nom du groupe : 2 caractères au moins"],
        groups: ["Deux groupes portent le même code"],
      },
    ]);
    expect(await countRows(db(), "country_groups")).toBe(0);
    const groups = await asAdminUser("PUT", "/api/admin/registration-options/country-groups", {
      groups: [{ code: "faible-revenu", label: "Revenu faible", countries: ["NE", "ML"] }],
    });
    expect(groups.statusCode).toBe(200);
    const fees = (amount: number) => [
      ...["professionnel", "sexologue", "chercheur", "autre"].map((type) => ({
        participationType: type,
        period: "standard",
        amount,
      })),
      { participationType: "etudiant", period: "standard", amount: 500 },
      { participationType: "professionnel", period: "early_bird", amount: 800 },
      {
        participationType: "professionnel",
        period: "early_bird",
        countryGroup: "faible-revenu",
        amount: 300,
      },
    ];
    const saved = await asAdminUser("PUT", "/api/admin/registration-options/fees", {
      earlyBirdUntil: "2025-10-06",
      onSiteFrom: "2025-10-29",
      fees: fees(1000),
    });
    expect(saved.statusCode).toBe(200);
    const options = await harness.app.inject({ method: "GET", url: "/api/registration/options" });
    expect(options.json().period).toBe("early_bird");
    expect(options.json().types[0]).toEqual({
      code: "professionnel",
      price: 800,
      byGroup: { "faible-revenu": 300 },
    });
    expect(options.json().countries).toEqual({ ML: "faible-revenu", NE: "faible-revenu" });

    const niger = await postJson(harness.app, "/api/registration", body(1, { country: "NE" }));
    const morocco = await postJson(harness.app, "/api/registration", body(2));
    now = new Date(now.getTime() + 24 * HOUR); // 7 October: standard
    const later = await postJson(harness.app, "/api/registration", body(3));
    await asAdminUser("PUT", "/api/admin/registration-options/fees", {
      earlyBirdUntil: null,
      onSiteFrom: null,
      fees: fees(1500),
    });
    const amounts = await db()
      .selectFrom("registrations")
      .select("amount_due_centimes")
      .where("id", "in", [niger.json().id, morocco.json().id, later.json().id])
      .orderBy("id")
      .execute();
    expect(amounts.map((row) => row.amount_due_centimes)).toEqual([30_000, 80_000, 100_000]);
    const journal = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("action", "like", "registration_options.%")
      .execute();
    expect(journal).toEqual([
      { action: "registration_options.country_groups", actor_email: "admin@example.ma" },
      { action: "registration_options.fees", actor_email: "admin@example.ma" },
      { action: "registration_options.fees", actor_email: "admin@example.ma" },
    ]);
    // Back to the seed's fees for the tests below.
    await asAdminUser("PUT", "/api/admin/registration-options/fees", {
      earlyBirdUntil: null,
      onSiteFrom: null,
      fees: fees(1000),
    });
  });

  it("sells the last 10 seats of an add-on to exactly 10 of 50 simultaneous registrations; the others get 409 in their language and nothing is stored", async () => {
    const created = await asStaff(admin)("POST", "/api/admin/registration-options/addons", {
      ...workshop("atelier-a", 12),
      types: ["professionnel", "sexologue", "etudiant", "chercheur", "autre"],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: "atelier-a", capacity: 12, sold: 0 });
    const first = await raced(
      [harness.app],
      [body(100, { addons: ["atelier-a"] }), body(101, { addons: ["atelier-a"] })],
    );
    expect(first.map((r) => r.statusCode)).toEqual([201, 201]);

    const before = await countRows(db(), "registrations");
    const answers = await raced(
      servers(),
      Array.from({ length: 50 }, (_, i) => body(200 + i, { addons: ["atelier-a"] })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    expect(await countRows(db(), "registrations")).toBe(before + 10);
    const full = answers.find((answer) => answer.statusCode === 409);
    expect(full?.json().message).toBe(
      "« Atelier atelier-a » est complet : rien n'a été enregistré. Vous pouvez rejoindre la liste d'attente.",
    );
    const arabic = await postJson(
      harness.app,
      "/api/registration",
      body(300, { addons: ["atelier-a"] }),
      {
        headers: { "accept-language": "ar" },
      },
    );
    expect(arabic.json().message).toBe(
      "«ورشة atelier-a» مكتمل: لم يُسجَّل أي شيء. يمكنكم الانضمام إلى قائمة الانتظار.",
    );
    const seats = await storedRow(db(), "addons", { code: "atelier-a" }, ["sold", "held"]);
    expect(seats).toEqual({ sold: 12, held: 0 });
    expect(await countRows(db(), "registration_addons")).toBe(12);
    const priced = await storedRow(db(), "registrations", { email: "delegue.100@example.ma" }, [
      "amount_due_centimes",
    ]);
    expect(priced.amount_due_centimes).toBe(130_000);
    const options = await harness.app.inject({ method: "GET", url: "/api/registration/options" });
    expect(options.json().addons[0]).toMatchObject({
      code: "atelier-a",
      remaining: 0,
      waitlist: 0,
    });
  });

  it("counts exactly 20 uses of a 20-use code among 30 simultaneous registrations", async () => {
    const created = await asStaff(admin)("POST", "/api/admin/promo-codes", {
      code: "Orateurs-2025",
      amountOff: 200,
      maxUses: 20,
      validUntil: "2025-10-31",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: "ORATEURS-2025", uses: 0, maxUses: 20 });
    const before = await countRows(db(), "registrations");
    const answers = await raced(
      servers(),
      Array.from({ length: 30 }, (_, i) => body(400 + i, { promoCode: "orateurs-2025" })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 422)).toHaveLength(10);
    expect(answers.find((a) => a.statusCode === 422)?.json().errors).toEqual({
      promoCode: ["Ce code promo a déjà été utilisé autant de fois que prévu."],
    });
    expect(await countRows(db(), "registrations")).toBe(before + 20);
    const used = await storedRows(db(), "registrations", { promo_code: "ORATEURS-2025" }, [
      "promo_code",
      "amount_due_centimes",
    ]);
    expect(used).toHaveLength(20);
    expect(new Set(used.map((row) => row.amount_due_centimes))).toEqual(new Set([80_000]));
    const code = await storedRow(db(), "promo_codes", { code: "ORATEURS-2025" }, ["uses"]);
    expect(code.uses).toBe(20);
  });

  it("refuses an unknown, expired or other type's code with a sentence in the delegate's language; a code bringing it to 0 waives it, and the detail and export show the code", async () => {
    const asAdminUser = asStaff(admin);
    await asAdminUser("POST", "/api/admin/promo-codes", {
      code: "invite",
      percentOff: 100,
      maxUses: 5,
      validUntil: "2025-10-08",
      appliesTo: ["professionnel"],
    });
    const before = await countRows(db(), "registrations");
    const unknown = await postJson(
      harness.app,
      "/api/registration",
      body(500, { promoCode: "NOPE" }),
      {
        headers: { "accept-language": "en" },
      },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ promoCode: ["This promo code does not exist."] });
    const student = await postJson(
      harness.app,
      "/api/registration",
      body(501, { promoCode: "INVITE", participationType: "etudiant" }),
      { headers: { "accept-language": "ar" } },
    );
    expect(student.json().errors).toEqual({
      promoCode: ["لا ينطبق رمز التخفيض هذا على هذا النوع من المشاركة."],
    });
    expect(await countRows(db(), "registrations")).toBe(before);

    // 8 October, 23:30 in Casablanca (UTC+1): still the last valid day.
    now = new Date("2025-10-08T22:30:00.000Z");
    const waived = await postJson(
      harness.app,
      "/api/registration",
      body(502, { promoCode: "invite" }),
    );
    expect(waived.statusCode).toBe(201);
    now = new Date("2025-10-08T23:30:00.000Z");
    const expired = await postJson(
      harness.app,
      "/api/registration",
      body(503, { promoCode: "invite" }),
    );
    expect(expired.json().errors).toEqual({ promoCode: ["Ce code promo a expiré."] });

    const detail = await asAdminUser("GET", `/api/admin/registrations/${waived.json().id}`);
    expect(detail.json()).toMatchObject({
      payment_status: "exoneree",
      amount_due_centimes: 0,
      promo_code: "INVITE",
    });
    const line = await db()
      .selectFrom("audit_log")
      .select(["action", "changes"])
      .where("entity_id", "=", waived.json().id)
      .where("entity_type", "=", "registration")
      .executeTakeFirstOrThrow();
    expect(line.action).toBe("registration.payment.waive");
    expect(JSON.parse(line.changes).waive_reason).toEqual([null, "Code promo INVITE"]);
    const csv = await asAdminUser("GET", "/api/admin/registrations/export.csv");
    expect(csv.body.split("\n")[0]).toContain("Code promo");
    expect(csv.body).toContain("INVITE");
  });

  it("offers a freed seat to the waiting list by mail; the link books it within 48 h, then passes to the next", async () => {
    const asAdminUser = asStaff(admin);
    await asAdminUser("POST", "/api/admin/registration-options/addons", workshop("gala", 1));
    const seated = await postJson(
      harness.app,
      "/api/registration",
      body(600, { addons: ["gala"] }),
    );
    expect(seated.statusCode).toBe(201);
    const notFull = await postJson(harness.app, "/api/waitlist", {
      email: "x@example.ma",
      addon: "atelier-inconnu",
      locale: "fr",
    });
    expect(notFull.statusCode).toBe(404);
    for (const [email, locale] of [
      ["Fatou@Example.sn", "en"],
      ["omar@example.ma", "ar"],
    ] as const) {
      const joined = await postJson(harness.app, "/api/waitlist", { email, addon: "gala", locale });
      expect(joined.statusCode).toBe(202);
    }
    const list = await asAdminUser("GET", "/api/admin/registration-options/addons/gala/waitlist");
    const ids = list.json().data.map((entry: { id: number }) => entry.id);
    expect(list.json().data.map((entry: { email: string }) => entry.email)).toEqual([
      "fatou@example.sn",
      "omar@example.ma",
    ]);
    // Staff put Omar first.
    const reordered = await asAdminUser(
      "PUT",
      "/api/admin/registration-options/addons/gala/waitlist",
      {
        ids: [ids[1], ids[0]],
      },
    );
    expect(reordered.json().data.map((entry: { email: string }) => entry.email)).toEqual([
      "omar@example.ma",
      "fatou@example.sn",
    ]);

    const seatedPayment = (action: "cancel" | "undo") =>
      asAdminUser("POST", `/api/admin/registrations/${seated.json().id}/payment/${action}`, {});
    const cancelled = await seatedPayment("cancel");
    expect(cancelled.statusCode).toBe(200);
    const offers = () =>
      storedRows(db(), "outbox", { kind: "waitlist_offer" }, [
        "to_address",
        "subject",
        "template_data",
      ]);
    const [offer] = await offers();
    expect(offer?.to_address).toBe("omar@example.ma");
    expect(offer?.subject).toBe("تحرّر مكان: ورشة gala – CPSS 2025");
    const link = new URL(JSON.parse(offer?.template_data ?? "{}").url);
    expect(link.pathname).toBe("/ar/inscription");
    const token = link.searchParams.get("offre") ?? "";
    // The seat is held for Omar: nobody else takes it.
    const other = await postJson(harness.app, "/api/registration", body(601, { addons: ["gala"] }));
    expect(other.statusCode).toBe(409);

    // 49 hours later his offer has expired: it passes to Fatou.
    now = new Date(now.getTime() + 49 * HOUR);
    expect(await passExpiredOffers(db(), now, harness.app.mail)).toBe(1);
    const late = await postJson(
      harness.app,
      "/api/registration",
      body(602, { addons: ["gala"], offer: token }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Ce lien de la liste d'attente n'est plus valable.");
    const [, second] = await offers();
    expect(second?.to_address).toBe("fatou@example.sn");
    const fatouToken = new URL(JSON.parse(second?.template_data ?? "{}").url).searchParams.get(
      "offre",
    );
    const booked = await postJson(
      harness.app,
      "/api/registration",
      body(603, { email: "fatou@example.sn", addons: ["gala"], offer: fatouToken }),
    );
    expect(booked.statusCode).toBe(201);
    const seats = await storedRow(db(), "addons", { code: "gala" }, ["sold", "held"]);
    expect(seats).toEqual({ sold: 1, held: 0 });
    const statuses = await asAdminUser(
      "GET",
      "/api/admin/registration-options/addons/gala/waitlist",
    );
    expect(statuses.json().data.map((entry: { status: string }) => entry.status)).toEqual([
      "expired",
      "booked",
    ]);
    // Undoing the cancellation cannot take the seat Fatou booked.
    const undo = await seatedPayment("undo");
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toContain("« Atelier gala » est complet");
  });

  it("counts the waiting list among the public writes' limits per address", async () => {
    const limited = await testApp(db(), { publicWriteLimits: { perMinute: 2, perHour: 100 } });
    const join = () =>
      postJson(
        limited,
        "/api/waitlist",
        { email: "n@example.ma", addon: "gala", locale: "fr" },
        // An address of its own: on PostgreSQL the counters are shared with the other servers.
        { remoteAddress: "203.0.113.40" },
      );
    expect([(await join()).statusCode, (await join()).statusCode]).toEqual([202, 202]);
    const third = await join();
    expect(third.statusCode).toBe(429);
    await limited.close();
    const entries = await storedRows(db(), "waitlist_entries", { email: "n@example.ma" }, [
      "email",
    ]);
    expect(entries).toHaveLength(1);
  });

  it("deletes an add-on never sold, only closes a sold one", async () => {
    const asAdminUser = asStaff(admin);
    await asAdminUser("POST", "/api/admin/registration-options/addons", workshop("diner", null));
    expect(
      (await asAdminUser("DELETE", "/api/admin/registration-options/addons/diner")).statusCode,
    ).toBe(204);
    const sold = await asAdminUser("DELETE", "/api/admin/registration-options/addons/atelier-a");
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe(
      "Cette option a été vendue : elle ne peut être que fermée, pas supprimée",
    );
    const closed = await asAdminUser("PUT", "/api/admin/registration-options/addons/atelier-a", {
      ...workshop("atelier-a", 12),
      closed: true,
    });
    expect(closed.json()).toMatchObject({ closed: true, sold: 12 });
    const options = await harness.app.inject({ method: "GET", url: "/api/registration/options" });
    expect(options.json().addons.map((addon: { code: string }) => addon.code)).toEqual(["gala"]);
  });
});
