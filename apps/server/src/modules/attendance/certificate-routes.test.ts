import { readFile } from "node:fs/promises";
import { validRegistration } from "@congres/shared/testing";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { MailService } from "../../services/mail/mail-service.ts";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { WAIVER } from "../../testing/payment-harness.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { drainMails, postJson, testMailSettings } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** The congress ends on 1 November 2025, 23:59:59 in Casablanca (UTC+1 then). */
const DURING = new Date("2025-11-01T22:59:00.000Z");
const AFTER = new Date("2025-11-01T23:00:00.000Z");

/** The worker renders every mail still queued, PDFs included: slower than one request. */
const DELIVERY_TIMEOUT_MS = 90_000;

describe.each(DATABASE_ENGINES)("attendance certificates on $engine", ({ create }) => {
  const settings = testMailSettings();
  let now = DURING;
  const ids: Record<string, { id: number; reference: string }> = {};
  const certificateMails = () =>
    harness.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "attendance_certificate")
      .orderBy("entity_id")
      .execute();

  const harness = appHarness(create, { clock: () => now, mail: new MailService(settings) });
  const admin = signedInAdmin(harness, "secretariat@example.ma");
  beforeAll(async () => {
    for (const [key, lastName, payment] of [
      ["paid", "Alaoui", "mark-paid"],
      ["waived", "Fassi", "waive"],
      ["waiting", "Zerouali", null],
    ] as const) {
      const response = await postJson(harness.app, "/api/registration", {
        ...validRegistration(),
        lastName,
        email: `${lastName.toLowerCase()}@example.ma`,
      });
      ids[key] = response.json();
      const base = `/api/admin/registrations/${ids[key]?.id}/payment`;
      if (payment) {
        await admin(
          "POST",
          `${base}/${payment}`,
          payment === "mark-paid" ? { paidAt: "2025-10-05", amount: "1000" } : WAIVER,
        );
        // Certificates go to people seen at the desk (issue #25).
        await admin("POST", "/api/admin/check-in", { reference: ids[key]?.reference });
      }
    }
  });

  it("gives one delegate's certificate from the detail, only to a paid or waived one", async () => {
    const response = await admin("GET", `/api/admin/registrations/${ids.paid?.id}/certificate.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="attestation-${ids.paid?.reference}.pdf"`,
    );
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain("Attestation de présence");
    expect(text).toContain("Dr Amina Alaoui");
    expect(text).toContain("CHU Ibn Rochd, Maroc");
    expect(text).toContain(ids.paid?.reference);
    // The venue with its article, the first of the month as French writes it (issue #28, item 9).
    expect(text).toContain(
      "tenu à la Faculté de Médecine et de Pharmacie de Casablanca, Casablanca, les 30-31 octobre et 1er novembre 2025.",
    );
    expect(text).toContain("Fait à Casablanca, le 1er novembre 2025.");

    const waiting = await admin(
      "GET",
      `/api/admin/registrations/${ids.waiting?.id}/certificate.pdf`,
    );
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toContain("payées ou exonérées");
    expect((await admin("GET", "/api/admin/registrations/999999/certificate.pdf")).statusCode).toBe(
      404,
    );
  });

  it("refuses to send the certificates before the end of the congress, in French, queuing nothing", async () => {
    now = DURING;
    const summary = (await admin("GET", "/api/admin/certificates")).json();
    expect(summary).toEqual({
      pending: 2,
      recipients: "checked_in",
      available: false,
      message: expect.stringContaining("après la fin du congrès"),
    });
    const response = await admin("POST", "/api/admin/certificates/send");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(summary.message);
    expect(await certificateMails()).toEqual([]);
  });

  it("after the congress, queues one mail per paid or waived delegate, once", async () => {
    now = AFTER;
    expect((await admin("GET", "/api/admin/certificates")).json()).toEqual({
      pending: 2,
      recipients: "checked_in",
      available: true,
      message: null,
    });
    const response = await admin("POST", "/api/admin/certificates/send");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 2 });
    const mails = await certificateMails();
    expect(mails.map((mail) => [mail.entity_id, mail.to_address, mail.attachments])).toEqual([
      [
        ids.paid?.id,
        "alaoui@example.ma",
        JSON.stringify([{ type: "certificate", registrationId: ids.paid?.id }]),
      ],
      [
        ids.waived?.id,
        "fassi@example.ma",
        JSON.stringify([{ type: "certificate", registrationId: ids.waived?.id }]),
      ],
    ]);

    const again = await admin("POST", "/api/admin/certificates/send");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Toutes les attestations de présence ont déjà été envoyées.");
    expect(await certificateMails()).toHaveLength(2);
    expect((await admin("GET", "/api/admin/certificates")).json().pending).toBe(0);
  });

  it(
    "delivers the certificate attached as a PDF",
    async () => {
      await drainMails(harness.database.db, settings);
      const [mail] = await certificateMails();
      const parsed = await simpleParser(await readFile(mail?.eml_file ?? ""));
      expect(parsed.subject).toBe("Attestation de présence – CPSS 2025");
      const [attachment] = parsed.attachments;
      expect(attachment?.filename).toBe(`attestation-${ids.paid?.reference}.pdf`);
      const { text } = await pdfText(attachment?.content ?? Buffer.alloc(0));
      expect(text).toContain("Dr Amina Alaoui");
      // The day the delegate was checked in at the desk (issue #25).
      expect(text).toContain("Jour de présence : 1er novembre 2025.");
    },
    DELIVERY_TIMEOUT_MS,
  );
});
