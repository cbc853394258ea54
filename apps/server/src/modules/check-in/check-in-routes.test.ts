import { checkInMessages, type StaffRole } from "@congres/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, signIn, staffAccounts, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { insertRows, registrationRow } from "../../testing/list-rows.ts";
import { WAIVER } from "../../testing/payment-harness.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { registerThroughForm } from "../../testing/public-registration.ts";
import { readCsv } from "../../testing/read-csv.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { hashPassword } from "../staff/passwords.ts";
import { insertUser } from "../staff/user-repository.ts";

/** 30 October 2025, the congress's first day: Casablanca is UTC+1. */
const MORNING = new Date("2025-10-30T08:00:00.000Z");
const LAST_SECOND_OF_DAY_ONE = new Date("2025-10-30T22:59:59.000Z");
const MIDNIGHT = new Date("2025-10-30T23:00:00.000Z");

const WITHHELD = ["+212 600", "example.ma", "CHU Ibn Rochd", "rue des Hôpitaux", "Végétarien"];

describe.each(DATABASE_ENGINES)("the check-in desk on $engine", ({ create }) => {
  let now = MORNING;
  const sessions = {} as Record<StaffRole, string>;
  const accounts = {} as Record<StaffRole, number>;
  let otherDesk = "";
  const people: Record<string, { id: number; reference: string }> = {};
  let scans = 0;
  const scanId = () => `scan-${String(++scans).padStart(6, "0")}`;

  const as = (role: StaffRole, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    asAdmin(harness.app, sessions[role], method, url, payload);
  const checkIn = (body: Record<string, unknown>, role: StaffRole = "desk") =>
    as(role, "POST", "/api/admin/check-in", { scanId: scanId(), ...body });
  const liveCheckIns = () =>
    harness.database.db
      .selectFrom("check_ins")
      .selectAll()
      .where("undone_at", "is", null)
      .orderBy("id")
      .execute();

  const register = async (key: string, lastName: string, payment: string | null) => {
    const email = `${lastName.toLowerCase()}@example.ma`;
    people[key] = await registerThroughForm(harness.app, { lastName, email });
    const base = `/api/admin/registrations/${people[key]?.id}/payment`;
    if (payment === "mark-paid") {
      await as("admin", "POST", `${base}/mark-paid`, { paidAt: "2025-10-05", amount: "1000" });
    } else if (payment) {
      await as("admin", "POST", `${base}/${payment}`, payment === "waive" ? WAIVER : undefined);
    }
  };

  const harness = appHarness(create, { clock: () => now });
  beforeAll(async () => {
    const roles = ["admin", "secretariat", "desk", "committee"] as const;
    const staff = await staffAccounts(harness, roles);
    Object.assign(accounts, staff.ids);
    Object.assign(sessions, staff.sessions);
    await insertUser(harness.database.db, {
      name: "Second poste",
      email: "desk-2@example.ma",
      passwordHash: await hashPassword(TEST_PASSWORD),
      role: "desk",
    });
    otherDesk = await signIn(harness.app, "desk-2@example.ma");
    await register("paid", "Alaoui", "mark-paid");
    await register("waived", "Fassi", "waive");
    await register("waiting", "Zerouali", null);
    await register("cancelled", "Tazi", "cancel");
    await register("absent", "Berrada", "mark-paid");
  });

  it("finds the badge however its reference is typed, and stores the day's first scan once", async () => {
    const reference = people.paid?.reference ?? "";
    const first = await checkIn({ reference: reference.toLowerCase(), device: "Accueil 1" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["permissions-policy"]).toContain("camera=()");
    const answer = first.json();
    expect(answer).toEqual({
      registration: {
        id: people.paid?.id,
        reference,
        name: "Dr Amina Alaoui",
        participation_type: "professionnel",
        payment_status: "payee",
        amount_owed: 0,
      },
      day: "2025-10-30",
      checked_in_at: MORNING.toISOString(),
      first_time: true,
      check_in_id: expect.any(Number),
      undo_until: "2025-10-30T08:05:00.000Z",
    });
    const typedAgain = [
      reference.replace("-", ""),
      ` ${reference.replace("-", " ").toLowerCase()} `,
      reference.slice(5).toLowerCase(),
      reference,
    ];
    now = new Date(MORNING.getTime() + 60_000);
    for (const typed of typedAgain) {
      const again = await checkIn({ reference: typed });
      expect(again.statusCode, typed).toBe(200);
      expect(again.json(), typed).toMatchObject({
        registration: { id: people.paid?.id },
        checked_in_at: MORNING.toISOString(),
        first_time: false,
        check_in_id: answer.check_in_id,
      });
    }
    const rows = await liveCheckIns();
    expect(rows.map((row) => [row.registration_id, row.day, row.device, row.actor_email])).toEqual([
      [people.paid?.id, "2025-10-30", "Accueil 1", "desk@example.ma"],
    ]);
  });

  it("stores a scan sent twice once, retries and races alike, and answers it as the first time", async () => {
    const reference = people.waived?.reference ?? "";
    const body = { reference, scanId: "offline-0001-retry" };
    const [one, two] = await Promise.all([
      as("desk", "POST", "/api/admin/check-in", body),
      as("secretariat", "POST", "/api/admin/check-in", body),
    ]);
    const retry = await as("desk", "POST", "/api/admin/check-in", body);
    for (const response of [one, two, retry]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ first_time: true, day: "2025-10-30" });
    }
    // Two desks scanning the same person at the same moment: one check-in, one "first time".
    const raced = await Promise.all([checkIn({ reference }), checkIn({ reference })]);
    expect(raced.map((response) => response.json().first_time)).toEqual([false, false]);
    const rows = (await liveCheckIns()).filter((row) => row.registration_id === people.waived?.id);
    expect(rows.map((row) => row.scan_id)).toEqual(["offline-0001-retry"]);
    // The same scan id for someone else is a desk's mistake, refused in French.
    const reused = await as("desk", "POST", "/api/admin/check-in", {
      reference: people.absent?.reference,
      scanId: "offline-0001-retry",
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toContain("déjà servi");
  });

  it("answers unknown, cancelled and unpaid badges as the desk needs, writing only the unpaid one", async () => {
    const before = await countRows(harness.database.db, "check_ins");
    const unknown = await checkIn({ reference: "CPSS-ZZZZZ" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      "Aucune inscription ne correspond à « CPSS-ZZZZZ » : vérifiez la référence ou cherchez la personne par son nom.",
    );
    const garbage = await checkIn({ reference: "https://exemple.org/pas-un-badge" });
    expect(garbage.statusCode).toBe(404);
    const cancelled = await checkIn({ reference: people.cancelled?.reference });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toContain("est annulée");
    // The refusal names the person, so that one coming back for a queued scan is shown with them.
    expect(cancelled.json().registration).toMatchObject({
      reference: people.cancelled?.reference,
      name: "Dr Amina Tazi",
      payment_status: "annulee",
    });
    const empty = await checkIn({ reference: "  " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reference).toEqual([
      "Indiquez la référence du badge (par exemple CPSS-7KQ2M) ou scannez son code QR.",
    ]);
    const badScan = await as("desk", "POST", "/api/admin/check-in", {
      reference: people.waiting?.reference,
      scanId: "<script>",
    });
    expect(badScan.statusCode).toBe(422);
    expect(await countRows(harness.database.db, "check_ins")).toBe(before);

    const unpaid = await checkIn({ reference: people.waiting?.reference });
    expect(unpaid.statusCode).toBe(200);
    // What is left to pay, for the desk's cash field.
    expect(unpaid.json()).toMatchObject({
      registration: { payment_status: "en_attente", amount_owed: 100_000 },
      first_time: true,
    });
    expect(await countRows(harness.database.db, "check_ins")).toBe(before + 1);
  });

  it("refuses a cash payment until the secretariat allows it, then takes it through the payment path", async () => {
    const url = `/api/admin/check-in/${people.waiting?.id}/cash-payment`;
    const refused = await as("desk", "POST", url, { amount: "1000" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Le paiement en espèces à l'accueil n'est pas autorisé : adressez la personne au secrétariat.",
    );
    expect(
      (
        await as("desk", "PUT", "/api/admin/settings/check-in", {
          cashPayments: true,
          certificates: "checked_in",
        })
      ).statusCode,
    ).toBe(403);
    const allowed = await as("secretariat", "PUT", "/api/admin/settings/check-in", {
      cashPayments: true,
      certificates: "checked_in",
    });
    expect(allowed.json()).toEqual({ cash_payments: true, certificates: "checked_in" });
    expect((await as("desk", "GET", "/api/admin/check-in/today")).json().cash_payments).toBe(true);

    const bad = await as("desk", "POST", url, { amount: "mille" });
    expect(bad.statusCode).toBe(422);
    const paid = await as("desk", "POST", url, { amount: "1 000" });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().registration.payment_status).toBe("payee");
    const row = await storedRow(
      harness.database.db,
      "registrations",
      { id: people.waiting?.id ?? 0 },
      ["payment_status", "amount_received_centimes", "bank_label", "paid_at"],
    );
    expect(row).toEqual({
      payment_status: "payee",
      amount_received_centimes: 100_000,
      bank_label: "Espèces, encaissées à l'accueil",
      paid_at: "2025-10-30",
    });
    const audit = await storedRows(
      harness.database.db,
      "audit_log",
      {
        entity_id: people.waiting?.id ?? 0,
        action: ["registration.payment.mark_paid", "registration.receipt.issue"],
      },
      ["action", "actor_email"],
    );
    expect(audit).toEqual([
      { action: "registration.receipt.issue", actor_email: "desk@example.ma" },
      { action: "registration.payment.mark_paid", actor_email: "desk@example.ma" },
    ]);
  });

  it("searches by name or reference, at most 20, with only what the desk needs", async () => {
    const found = await as("desk", "GET", "/api/admin/check-in/search?q=alaoui");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      data: [
        {
          id: people.paid?.id,
          reference: people.paid?.reference,
          name: "Dr Amina Alaoui",
          participation_type: "professionnel",
          payment_status: "payee",
          amount_owed: 0,
          checked_in_today: true,
        },
      ],
    });
    const byCode = await as(
      "desk",
      "GET",
      `/api/admin/check-in/search?q=${people.absent?.reference.replace("-", "").toLowerCase()}`,
    );
    expect(byCode.json().data.map((person: { id: number }) => person.id)).toEqual([
      people.absent?.id,
    ]);
    const everyone = await as("desk", "GET", "/api/admin/check-in/search?q=amina");
    expect(everyone.json().data).toHaveLength(5);
    expect(
      everyone.json().data.find((person: { id: number }) => person.id === people.absent?.id),
    ).toMatchObject({ checked_in_today: false });
    for (const withheld of WITHHELD) expect(everyone.body).not.toContain(withheld);
    for (const field of ["email", "phone", "institution", "address", "city", "country"]) {
      expect(everyone.body).not.toContain(`"${field}"`);
    }
    // Not by e-mail or institution: the index holds them, the desk may not search by them.
    for (const q of ["alaoui@example", "Rochd"]) {
      const hidden = await as("desk", "GET", `/api/admin/check-in/search?q=${q}`);
      expect(hidden.json(), q).toEqual({ data: [] });
    }
    const short = await as("desk", "GET", "/api/admin/check-in/search?q=a");
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBeDefined();

    await insertRows(
      harness.database.db,
      "registrations",
      Array.from({ length: 22 }, (_, index) =>
        registrationRow(1000 + index, {
          first_name: "Meriem",
          last_name: `Nombreuse ${index}`,
          participation_type: "etudiant",
          amount_due_centimes: 50_000,
          created_at: MORNING.toISOString(),
        }),
      ),
    );
    const many = await as("desk", "GET", "/api/admin/check-in/search?q=meriem");
    expect(many.json().data).toHaveLength(20);
  });

  it("counts today, and starts a new day at Casablanca's midnight", async () => {
    now = LAST_SECOND_OF_DAY_ONE;
    const before = (await as("desk", "GET", "/api/admin/check-in/today")).json();
    // Paid or waived: Alaoui, Fassi, Berrada, and Zerouali who paid in cash.
    expect(before).toEqual({
      day: "2025-10-30",
      checked_in: 3,
      expected: 4,
      not_arrived: 1,
      checked_in_unpaid: 0,
      cash_payments: true,
    });
    const late = await checkIn({ reference: people.absent?.reference });
    expect(late.json()).toMatchObject({ day: "2025-10-30", first_time: true });

    now = MIDNIGHT;
    const after = (await as("desk", "GET", "/api/admin/check-in/today")).json();
    expect(after).toMatchObject({ day: "2025-10-31", checked_in: 0, expected: 4, not_arrived: 4 });
    const firstOfTheNewDay = {
      day: "2025-10-31",
      checked_in_at: MIDNIGHT.toISOString(),
      first_time: true,
    };
    const nextDay = await checkIn({ reference: people.absent?.reference });
    expect(nextDay.json()).toMatchObject(firstOfTheNewDay);
    // A scan kept offline since before midnight counts for the day it was made.
    const queued = await checkIn({
      reference: people.paid?.reference,
      scannedAt: "2025-10-30T23:58:00+01:00",
    });
    expect(queued.json()).toMatchObject({ day: "2025-10-30", first_time: false });
    // One from the future is dated now (the first of the day); one from days ago is refused.
    const future = await checkIn({
      reference: people.paid?.reference,
      scannedAt: "2025-11-02T09:00:00Z",
    });
    expect(future.json()).toMatchObject(firstOfTheNewDay);
    const stale = await checkIn({
      reference: people.waived?.reference,
      scannedAt: "2025-10-20T09:00:00Z",
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe(
      "Ce passage a été enregistré hors ligne il y a plus de 24 heures : il n'est pas compté.",
    );
    // Kept offline 24 h and a second: refused, naming the person; nothing is stored.
    const dayOld = await checkIn({
      reference: people.waived?.reference,
      scannedAt: "2025-10-29T22:59:59Z",
    });
    expect(dayOld.statusCode).toBe(422);
    expect(dayOld.json().registration).toMatchObject({ name: "Dr Amina Fassi" });

    const days = await harness.database.db
      .selectFrom("check_ins")
      .select("day")
      .where("registration_id", "=", people.absent?.id ?? 0)
      .orderBy("day")
      .execute();
    expect(days.map((row) => row.day)).toEqual(["2025-10-30", "2025-10-31"]);
  });

  it("undoes a scan within five minutes by the app's clock, audited, and not after", async () => {
    now = new Date("2025-10-31T08:00:00.000Z");
    const scan = (await checkIn({ reference: people.waived?.reference })).json();
    expect(scan.first_time).toBe(true);
    now = new Date("2025-10-31T08:05:00.000Z");
    // Another desk account cannot undo it, nor learn whose it is (issue #36 item 5).
    const other = await asAdmin(
      harness.app,
      otherDesk,
      "POST",
      `/api/admin/check-in/${scan.check_in_id}/undo`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "Ce passage à l'accueil est introuvable." });
    const undone = await as("desk", "POST", `/api/admin/check-in/${scan.check_in_id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ undone: true, registration: { id: people.waived?.id } });
    const again = await as("desk", "POST", `/api/admin/check-in/${scan.check_in_id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Ce passage à l'accueil a déjà été annulé.");
    const audit = await auditLinesOf(harness.database.db, "registration.check_in.undo", [
      "action",
      "actor_email",
      "entity_reference",
    ]);
    expect(audit).toEqual([
      {
        action: "registration.check_in.undo",
        actor_email: "desk@example.ma",
        entity_reference: people.waived?.reference,
      },
    ]);
    // Scanned again after the undo: a new first scan of the day.
    const rescan = (await checkIn({ reference: people.waived?.reference })).json();
    expect(rescan).toMatchObject({ first_time: true, checked_in_at: now.toISOString() });
    now = new Date("2025-10-31T08:10:00.001Z");
    const late = await as("desk", "POST", `/api/admin/check-in/${rescan.check_in_id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("plus de 5 minutes");
    const missing = await as("desk", "POST", "/api/admin/check-in/999999/undo");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Ce passage à l'accueil est introuvable.");
  });

  it("shows the days attended on the detail, in the export and on the certificate; certificates go to checked-in people", async () => {
    const detail = await as("secretariat", "GET", `/api/admin/registrations/${people.absent?.id}`);
    expect(detail.json().days_attended).toEqual(["2025-10-30", "2025-10-31"]);
    const csv = await as(
      "secretariat",
      "GET",
      `/api/admin/registrations/export.csv?q=${people.absent?.reference}`,
    );
    const [header, line] = readCsv(csv.body);
    const column = header?.indexOf("Jours de présence") ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(line?.[column]).toBe("30/10/2025, 31/10/2025");

    const certificate = await as(
      "secretariat",
      "GET",
      `/api/admin/registrations/${people.absent?.id}/certificate.pdf`,
    );
    expect((await pdfText(certificate.rawPayload)).text).toContain(
      "Jours de présence : 30 octobre 2025, 31 octobre 2025.",
    );

    // Paid or waived and checked in at least once: four; one more paid who never came.
    await register("never", "Kettani", "mark-paid");
    expect((await as("secretariat", "GET", "/api/admin/certificates")).json().pending).toBe(4);
    await as("secretariat", "PUT", "/api/admin/settings/check-in", {
      cashPayments: false,
      certificates: "paid",
    });
    expect((await as("secretariat", "GET", "/api/admin/certificates")).json().pending).toBe(5);
    // "Imprimer le badge" at the desk: the single badge of the person paid in cash, found today.
    await as("desk", "GET", "/api/admin/check-in/search?q=zerouali");
    const badge = await as("desk", "GET", `/api/admin/check-in/${people.waiting?.id}/badge.pdf`);
    expect(badge.statusCode).toBe(200);
    expect((await pdfText(badge.rawPayload)).text).toContain(`Réf. ${people.waiting?.reference}`);
    const noBadge = await as(
      "secretariat",
      "GET",
      `/api/admin/check-in/${people.cancelled?.id}/badge.pdf`,
    );
    expect(noBadge.statusCode).toBe(409);
    expect(noBadge.json().message).toBe(
      "Le badge n'est imprimé que pour une inscription payée ou exonérée.",
    );
    const settings = await auditLinesOf(harness.database.db, "setting.update", ["changes"]);
    expect(settings.map((row) => JSON.parse(row.changes))).toEqual([
      { "check_in.cash_payments": [null, "1"] },
      { "check_in.cash_payments": ["1", null] },
      { "certificates.recipients": [null, "paid"] },
    ]);
  });

  it("gives the dashboard arrivals per day and hour and the share checked in by type", async () => {
    const stats = (await as("secretariat", "GET", "/api/admin/check-in/stats")).json();
    expect(stats.per_day).toEqual([
      { day: "2025-10-30", count: 4 },
      { day: "2025-10-31", count: 3 },
    ]);
    expect(stats.per_hour).toEqual([
      { day: "2025-10-30", hour: 9, count: 3 },
      { day: "2025-10-30", hour: 23, count: 1 },
      { day: "2025-10-31", hour: 0, count: 2 },
      { day: "2025-10-31", hour: 9, count: 1 },
    ]);
    expect(
      stats.by_type.find(
        (row: { participation_type: string }) => row.participation_type === "professionnel",
      ),
    ).toEqual({
      participation_type: "professionnel",
      label: expect.any(String),
      expected: 5,
      checked_in: 4,
    });
    expect((await as("desk", "GET", "/api/admin/check-in/stats")).statusCode).toBe(403);
  });

  it("keeps the desk to the desk: every other admin route is refused, the committee cannot scan", async () => {
    for (const url of [
      "/api/admin/registrations",
      `/api/admin/registrations/${people.paid?.id}`,
      "/api/admin/registrations/badges.pdf?layout=single",
      "/api/admin/metrics",
      "/api/admin/emails",
    ]) {
      const refused = await as("desk", "GET", url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toMatch(/^Accès réservé/);
    }
    const before = await countRows(harness.database.db, "check_ins");
    const committee = await checkIn({ reference: people.never?.reference }, "committee");
    expect(committee.statusCode).toBe(403);
    expect(await countRows(harness.database.db, "check_ins")).toBe(before);
  });

  it("gives the desk role the badge, or the cash, only of a person it checked in or found today", async () => {
    now = new Date("2025-11-01T09:00:00.000Z");
    await register("stranger", "Lahlou", "mark-paid");
    const id = people.stranger?.id;
    const badgeUrl = `/api/admin/check-in/${id}/badge.pdf`;
    // Any paid registration by its sequential id: refused in French, nothing of the person.
    const guessed = await as("desk", "GET", badgeUrl);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual({ message: checkInMessages.notSeenToday });
    for (const withheld of ["Lahlou", "Amina", "Ibn Rochd", "Maroc", people.stranger?.reference]) {
      expect(guessed.body).not.toContain(withheld);
    }
    const cash = await as("desk", "POST", `/api/admin/check-in/${id}/cash-payment`, {
      amount: "1000",
    });
    expect(cash.statusCode).toBe(404);
    expect(cash.json()).toEqual({ message: checkInMessages.notSeenToday });
    // The secretariat reaches every badge, as the list's badges.pdf does.
    expect((await as("secretariat", "GET", badgeUrl)).statusCode).toBe(200);

    // Found by name: its badge prints, for this account and this day only.
    const found = await as("desk", "GET", "/api/admin/check-in/search?q=lahlou");
    expect(found.json().data.map((person: { id: number }) => person.id)).toEqual([id]);
    const printed = await as("desk", "GET", badgeUrl);
    expect(printed.statusCode).toBe(200);
    expect((await pdfText(printed.rawPayload)).text).toContain(
      `Réf. ${people.stranger?.reference}`,
    );
    expect((await asAdmin(harness.app, otherDesk, "GET", badgeUrl)).statusCode).toBe(404);
    now = new Date("2025-11-02T09:00:00.000Z");
    expect((await as("desk", "GET", badgeUrl)).statusCode).toBe(404);

    // Checked in by one desk, scanned again at the other: both may print it.
    expect((await checkIn({ reference: people.stranger?.reference })).json().first_time).toBe(true);
    expect((await as("desk", "GET", badgeUrl)).statusCode).toBe(200);
    expect((await asAdmin(harness.app, otherDesk, "GET", badgeUrl)).statusCode).toBe(404);
    const again = await asAdmin(harness.app, otherDesk, "POST", "/api/admin/check-in", {
      reference: people.stranger?.reference,
      scanId: scanId(),
    });
    expect(again.json().first_time).toBe(false);
    expect((await asAdmin(harness.app, otherDesk, "GET", badgeUrl)).statusCode).toBe(200);
    const seen = await harness.database.db
      .selectFrom("desk_lookups")
      .select(["user_id", "day"])
      .where("registration_id", "=", id ?? 0)
      .orderBy("day")
      .orderBy("user_id")
      .execute();
    expect(seen).toEqual([
      { user_id: accounts.desk, day: "2025-11-01" },
      { user_id: expect.any(Number), day: "2025-11-02" },
    ]);
  });

  it("sends a scan kept offline only under the account that kept it", async () => {
    now = new Date("2025-11-03T09:00:00.000Z");
    const before = await countRows(harness.database.db, "check_ins");
    const other = await checkIn({
      reference: people.paid?.reference,
      queuedBy: accounts.secretariat,
      scannedAt: "2025-11-03T08:30:00Z",
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      "Ce passage a été gardé hors ligne sous un autre compte : il n'est pas envoyé sous le vôtre.",
    );
    expect(await countRows(harness.database.db, "check_ins")).toBe(before);
    const own = await checkIn({
      reference: people.paid?.reference,
      queuedBy: accounts.desk,
      scannedAt: "2025-11-03T08:30:00Z",
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ checked_in_at: "2025-11-03T08:30:00.000Z" });
    const bad = await checkIn({ reference: people.paid?.reference, queuedBy: "moi" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.queuedBy).toEqual([checkInMessages.queuedBy]);
  });

  it("counts arrivals so that the three counters add up, the unpaid ones apart", async () => {
    now = new Date("2025-11-04T09:00:00.000Z");
    await register("late", "Sqalli", null);
    await checkIn({ reference: people.late?.reference });
    await checkIn({ reference: people.paid?.reference });
    const counters = (await as("desk", "GET", "/api/admin/check-in/today")).json();
    expect(counters).toMatchObject({ checked_in: 1, checked_in_unpaid: 1 });
    expect(counters.checked_in + counters.not_arrived).toBe(counters.expected);
  });

  it("lists every badge reference with its status for judging scans offline, and no person", async () => {
    const list = await as("desk", "GET", "/api/admin/check-in/references");
    expect(list.statusCode).toBe(200);
    const { day, data } = list.json();
    expect(day).toBe("2025-11-04");
    expect(data).toEqual(
      expect.arrayContaining([
        { reference: people.paid?.reference, payment_status: "payee" },
        { reference: people.cancelled?.reference, payment_status: "annulee" },
        { reference: people.late?.reference, payment_status: "en_attente" },
      ]),
    );
    expect(data).toHaveLength(await countRows(harness.database.db, "registrations"));
    for (const withheld of ["Amina", "Alaoui", "example.ma", "Maroc", '"id"']) {
      expect(list.body).not.toContain(withheld);
    }
    expect((await as("committee", "GET", "/api/admin/check-in/references")).statusCode).toBe(403);
  });
});
