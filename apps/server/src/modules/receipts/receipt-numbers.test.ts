import { validRegistration } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { syncReceipt } from "./receipt-issuing.ts";
import { receiptNumber } from "./receipt-repository.ts";

const NOW = new Date("2025-10-06T09:30:00.000Z");
const CONCURRENT = 24;

describe.each(DATABASE_ENGINES)("receipt numbers on $engine", ({ create }) => {
  let second: TestDatabase["db"];
  let apps: TestApp[];
  let sessions: string[];

  const register = async () => {
    const response = await postJson(apps[0] as TestApp, "/api/registration", validRegistration());
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const sequences = async () =>
    (
      await harness.database.db
        .selectFrom("receipts")
        .select(["sequence", "number"])
        .where("year", "=", 2025)
        .orderBy("sequence")
        .execute()
    ).map((row) => {
      expect(row.number).toBe(receiptNumber(2025, row.sequence));
      return row.sequence;
    });

  const harness = appHarness(create, { clock: () => NOW });
  beforeAll(async () => {
    // Two servers on one database, as two processes behind a load balancer.
    second = harness.database.connectAgain();
    apps = [harness.app, await testApp(second, { clock: () => NOW })];
    await createAdmin(harness.database.db, "tresorerie@example.ma");
    sessions = await Promise.all(apps.map((app) => signIn(app, "tresorerie@example.ma")));
  });
  afterAll(async () => {
    await apps[1]?.close();
    await second.destroy();
  });

  it("gives concurrent confirmations consecutive numbers, without gap or duplicate", async () => {
    const ids: number[] = [];
    for (let i = 0; i < CONCURRENT; i += 1) ids.push(await register());
    const responses = await Promise.all(
      ids.map((id, index) =>
        asAdmin(
          apps[index % 2] as TestApp,
          sessions[index % 2] as string,
          "POST",
          `/api/admin/registrations/${id}/payment/mark-paid`,
          { paidAt: "2025-10-05", amount: "1000" },
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    expect(await sequences()).toEqual(Array.from({ length: CONCURRENT }, (_, i) => i + 1));
    const counter = await harness.database.db
      .selectFrom("receipt_counters")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(counter).toEqual({ year: 2025, last_number: CONCURRENT });
    const mails = await harness.database.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("kind", "=", "payment_receipt")
      .executeTakeFirstOrThrow();
    expect(Number(mails.count)).toBe(CONCURRENT);
  });

  it("gives back the number of a confirmation that rolls back", async () => {
    const before = await sequences();
    const id = await register();
    await harness.database.db.executeQuery(
      harness.database.db
        .updateTable("registrations")
        .set({ payment_status: "payee" })
        .where("id", "=", id)
        .compile(),
    );
    const failure = new Error("the write after the receipt failed");
    await expect(
      harness.database.db.transaction().execute(async (trx) => {
        await syncReceipt(trx, {
          registration: { id, reference: "CPSS-TEST1" },
          status: "payee",
          actor: { id: 1, email: "tresorerie@example.ma" },
          at: NOW,
          mail: (apps[0] as TestApp).mail,
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await sequences()).toEqual(before);

    const other = await register();
    const response = await asAdmin(
      apps[1] as TestApp,
      sessions[1] as string,
      "POST",
      `/api/admin/registrations/${other}/payment/mark-paid`,
      { paidAt: "2025-10-05", amount: "1000" },
    );
    expect(response.statusCode).toBe(200);
    expect(await sequences()).toEqual([...before, before.length + 1]);
  });

  it("starts again at 0001 in a new year (Casablanca's calendar)", async () => {
    const newYear = await testApp(harness.database.db, {
      // 23:30 UTC on 31 December is already 00:30 on 1 January in Casablanca (UTC+1).
      clock: () => new Date("2025-12-31T23:30:00.000Z"),
    });
    try {
      const session = await signIn(newYear, "tresorerie@example.ma");
      const id = await register();
      await asAdmin(newYear, session, "POST", `/api/admin/registrations/${id}/payment/mark-paid`, {
        paidAt: "2025-12-31",
        amount: "1000",
      });
      const receipt = await storedRow(harness.database.db, "receipts", { registration_id: id }, [
        "number",
      ]);
      expect(receipt.number).toBe("2026-0001");
    } finally {
      await newYear.close();
    }
  });
});
