import { edition } from "@congres/shared";
import { validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { at, outboxHarness } from "../../testing/outbox-harness.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { registerThroughForm } from "../../testing/public-registration.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { leftToRight } from "../languages/answer-messages.ts";
import { renderTemplate } from "./render-template.ts";

/** The worker renders PDFs (receipts, certificates): slower than one request. */
const DELIVERY_TIMEOUT_MS = 120_000;

describe("mails queued before languages", () => {
  it("render the receipt, certificate and decision mails in French without a language", async () => {
    const receipt = await renderTemplate(
      {
        template: "payment_receipt",
        name: "Amina Benali",
        reference: "CPSS-7KQ2M",
        receiptNumber: "2025-0001",
        amountCentimes: 100_000,
      },
      edition,
    );
    expect(receipt.html).toContain('<html dir="ltr" lang="fr">');
    expect(receipt.text).toContain("Bonjour Amina Benali,");
    expect(receipt.text).toContain("Numéro du reçu : 2025-0001");

    const certificate = await renderTemplate(
      { template: "attendance_certificate", name: "Amina Benali", reference: "CPSS-7KQ2M" },
      edition,
    );
    expect(certificate.html).toContain('<html dir="ltr" lang="fr">');
    expect(certificate.text).toContain("Votre attestation de présence");

    const decision = await renderTemplate(
      {
        template: "submission_decision",
        decision: "refusee",
        reference: "ABS-7KQ2M",
        title: "Étude",
        heading: "Décision du comité scientifique",
        body: "Bonjour,\n\nTexte.",
      },
      edition,
    );
    expect(decision.html).toContain('<html dir="ltr" lang="fr">');
  });
});

/**
 * The mails sent long after the form (receipt, certificate, decision) are written in the
 * language stored with the registration or submission (issue #11, item 3).
 */
describe.each(DATABASE_ENGINES)(
  "later mails in the delegate's language on $engine",
  ({ create }) => {
    const h = outboxHarness(create);
    const admin = signedInAdmin(h, "tresorerie@example.ma");

    /** A registration made in `language` (the form's Accept-Language), then paid in full. */
    async function paidRegistration(email: string, language: string) {
      const { id, reference } = await registerThroughForm(h.app, { email }, language);
      const paid = await admin("POST", `/api/admin/registrations/${id}/payment/mark-paid`, {
        paidAt: "2025-10-05",
        amount: "1000",
      });
      expect(paid.statusCode).toBe(200);
      const { number } = await h.database.db
        .selectFrom("receipts")
        .select("number")
        .where("registration_id", "=", id)
        .executeTakeFirstOrThrow();
      return { reference, number };
    }

    /** Delivers what is queued; answers the one mail with a PDF that `address` received. */
    async function deliverWithPdf(addresses: string[]) {
      h.startClock();
      await h.worker().drain();
      const found = addresses.map((address) => {
        const mails = h.smtp.received.filter(
          (mail) => mail.envelopeTo.includes(address) && mail.attachments.length > 0,
        );
        expect(mails, address).toHaveLength(1);
        const mail = at(mails, 0);
        return { ...mail, pdf: at(mail.attachments, 0) };
      });
      h.smtp.received.length = 0;
      return found;
    }

    it(
      "mails the receipt, then the certificate, in English, in Arabic and in French",
      async () => {
        const en = await paidRegistration("kwame.mensah@example.gh", "en-GB,en;q=0.9");
        const ar = await paidRegistration("amina.ar@example.ma", "ar");
        const fr = await paidRegistration("amina.fr@example.ma", "fr");
        const [enReceipt, arReceipt, frReceipt] = await deliverWithPdf([
          "kwame.mensah@example.gh",
          "amina.ar@example.ma",
          "amina.fr@example.ma",
        ]);

        expect(enReceipt?.subject).toBe(`Payment receipt no. ${en.number} – CPSS 2025`);
        expect(enReceipt?.html).toContain('<html dir="ltr" lang="en">');
        expect(enReceipt?.text).toContain("Dear Amina Benali,");
        expect(enReceipt?.text).toContain(
          "We have received the payment of your registration fee for the 1st Pan-African Congress",
        );
        expect(enReceipt?.text).toContain(`Receipt number: ${en.number}`);
        expect(enReceipt?.text).not.toMatch(/Bonjour|Votre paiement/);
        expect(enReceipt?.pdf.filename).toBe(`receipt-${en.number}.pdf`);
        // The receipt itself is in her language too (decision 0072).
        expect((await pdfText(enReceipt?.pdf.content ?? Buffer.alloc(0))).text).toContain(
          `Payment receipt no. ${en.number}`,
        );

        expect(arReceipt?.subject).toBe(`إيصال الدفع رقم \u2066${ar.number}\u2069 – CPSS 2025`);
        expect(arReceipt?.html).toContain('<html dir="rtl" lang="ar">');
        expect(arReceipt?.html).toContain('<body dir="rtl"');
        expect(arReceipt?.text).toContain("تم استلام دفعتكم");
        expect(arReceipt?.text).toContain("المؤتمر الإفريقي الأول لعلم الجنس والصحة الجنسية");
        expect(arReceipt?.text).toContain(`رقم الإيصال: ${leftToRight(ar.number)}`);
        expect(arReceipt?.text).not.toMatch(/Bonjour|Dear/);
        expect(arReceipt?.pdf.filename).toBe(`receipt-${ar.number}.pdf`);

        expect(frReceipt?.subject).toBe(`Reçu de paiement n° ${fr.number} – CPSS 2025`);
        expect(frReceipt?.html).toContain('<html dir="ltr" lang="fr">');
        expect(frReceipt?.text).toContain("Bonjour Amina Benali,");
        expect(frReceipt?.pdf.filename).toBe(`recu-${fr.number}.pdf`);

        // Certificates go to those who came (decision 0047): the three check in at the desk.
        for (const { reference } of [en, ar, fr]) {
          const checkedIn = await admin("POST", "/api/admin/check-in", {
            reference,
            scanId: `scan-${reference}`,
          });
          expect(checkedIn.statusCode).toBe(200);
        }
        // The harness's clock is the machine's: long after the congress (1 November 2025).
        const sent = await admin("POST", "/api/admin/certificates/send");
        expect(sent.statusCode).toBe(200);
        const [enCertificate, arCertificate, frCertificate] = await deliverWithPdf([
          "kwame.mensah@example.gh",
          "amina.ar@example.ma",
          "amina.fr@example.ma",
        ]);
        expect(enCertificate?.subject).toBe("Certificate of attendance – CPSS 2025");
        expect(enCertificate?.text).toContain("Thank you for taking part in the 1st Pan-African");
        expect(enCertificate?.pdf.filename).toBe(`certificate-${en.reference}.pdf`);
        expect(arCertificate?.subject).toBe("شهادة حضور – CPSS 2025");
        expect(arCertificate?.html).toContain('<html dir="rtl" lang="ar">');
        expect(arCertificate?.text).toContain("نشكركم على مشاركتكم في المؤتمر الإفريقي الأول");
        expect(arCertificate?.pdf.filename).toBe(`certificate-${ar.reference}.pdf`);
        const arCertificateText = (await pdfText(arCertificate?.pdf.content ?? Buffer.alloc(0)))
          .text;
        expect(arCertificateText).toContain("شهادة");
        expect(arCertificateText).not.toMatch(/attestation de présence/i);
        expect(frCertificate?.subject).toBe("Attestation de présence – CPSS 2025");
        expect(frCertificate?.pdf.filename).toBe(`attestation-${fr.reference}.pdf`);
        expect((await pdfText(frCertificate?.pdf.content ?? Buffer.alloc(0))).text).toContain(
          "Attestation de présence",
        );
      },
      DELIVERY_TIMEOUT_MS,
    );

    /** A submission made in `language`, decided on; answers its draft as the admin lists it. */
    async function decidedSubmission(email: string, language: string, status: string) {
      const response = await postJson(
        h.app,
        "/api/submission",
        { ...validSubmission(), email, title: "Santé sexuelle des adolescentes" },
        { headers: { "accept-language": language } },
      );
      expect(response.statusCode).toBe(201);
      const { id, reference } = response.json() as { id: number; reference: string };
      const decided = await admin("PUT", `/api/admin/submissions/${id}/decision`, {
        status,
        authorMessage: "Merci de prévoir 10 minutes.",
      });
      expect(decided.statusCode).toBe(200);
      const listed = (await admin("GET", "/api/admin/decision-mails")).json().data as {
        id: number;
        submission_id: number;
        subject: string;
        body: string;
        language: string;
      }[];
      const draft = listed.find((row) => row.submission_id === id);
      if (!draft) throw new Error(`no draft for submission ${id}`);
      return { reference, draft };
    }

    it("drafts an Arabic submitter's decision in Arabic and sends it right to left", async () => {
      const { reference, draft } = await decidedSubmission(
        "ar.author@example.ma",
        "ar",
        "acceptee_poster",
      );
      expect(draft.language).toBe("ar");
      expect(draft.subject).toBe(
        `قبول ملخصكم \u2066${reference}\u2069 لعرض في شكل ملصق علمي – CPSS 2025`,
      );
      expect(draft.body).toContain("\u2068Fatou Diallo\u2069، تحية طيبة،");
      expect(draft.body).toContain(
        `يسعدنا أن نُعلمكم بأن اللجنة العلمية قد قبلت ملخصكم «\u2068Santé sexuelle des adolescentes\u2069» (\u2066${reference}\u2069) لعرضه في شكل ملصق علمي.`,
      );
      // The committee's message is written by staff: it goes in as they typed it.
      expect(draft.body).toContain("Merci de prévoir 10 minutes.");
      expect(draft.body).not.toMatch(/Bonjour|Bien cordialement/);

      h.smtp.received.length = 0;
      const sent = await admin("POST", "/api/admin/decision-mails/send", { ids: [draft.id] });
      expect(sent.statusCode).toBe(200);
      h.startClock();
      await h.worker().drain();
      const [mail, ...others] = h.smtp.received.filter((received) =>
        received.envelopeTo.includes("fatou.diallo@example.sn"),
      );
      expect(others).toEqual([]);
      expect(mail?.subject).toBe(draft.subject);
      expect(mail?.html).toContain('<html dir="rtl" lang="ar">');
      expect(mail?.text).toContain("قبول الملخص لعرض في شكل ملصق علمي");
      expect(mail?.text).toContain("اللجنة العلمية لمؤتمر");
    });

    it("drafts an English submitter's decision in English and a French one in French", async () => {
      const english = await decidedSubmission("en.author@example.ke", "en", "a_reviser");
      expect(english.draft.language).toBe("en");
      expect(english.draft.subject).toBe(
        `CPSS 2025 – Your abstract ${english.reference}: revision requested`,
      );
      expect(english.draft.body).toContain("Dear Fatou Diallo,");
      expect(english.draft.body).toContain("asks you to revise it before reaching a decision.");

      const french = await decidedSubmission("fr.author@example.sn", "fr", "a_reviser");
      expect(french.draft.language).toBe("fr");
      expect(french.draft.subject).toBe(
        `CPSS 2025 – Votre résumé ${french.reference} : révision demandée`,
      );
      expect(french.draft.body).toContain("Bonjour Fatou Diallo,");
    });
  },
);
