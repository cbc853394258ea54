import {
  bankTransferAnswer,
  contactSchema,
  edition,
  type RegistrationInput,
  registrationSchema,
  type SubmissionInput,
  submissionSchema,
} from "@congres/shared";
import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import {
  contactMails,
  type PendingMails,
  registrationMails,
  submissionMails,
} from "./delegate-mails.ts";
import type { MailDraft } from "./mail-draft.ts";

const context = {
  edition,
  organisersEmail: "secretariat@example.ma",
  bankTransfer: bankTransferAnswer(edition, false),
};
const adminUrl = "https://congres-sexologie.ma/admin/app";

/** Both bodies as a reader sees them: apostrophes unescaped, the no-break spaces of "1 000 DH" plain. */
const bodies = (mail: MailDraft | undefined) => {
  if (!mail) throw new Error("mail missing");
  return [mail.html, mail.text].map((body) =>
    body.replaceAll("&#x27;", "'").replace(/[\u00a0\u202f]/g, " "),
  );
};

const registration = (overrides: Partial<RegistrationInput> = {}) =>
  registrationSchema.parse({ ...validRegistration(), ...overrides });

const submission = (overrides: Partial<SubmissionInput> = {}) =>
  submissionSchema.parse({ ...validSubmission(), ...overrides });

/** The mails as queued once the row they are about has `id`. */
const composed = async (pending: Promise<PendingMails>, id: number) => (await pending).withId(id);

describe("registrationMails", () => {
  it("confirms a professional's registration with the amount, the bank details and the transfer label", async () => {
    const [confirmation, notification] = await composed(
      registrationMails("CPSS-7KQ2M", registration(), context),
      42,
    );

    expect(confirmation).toMatchObject({
      kind: "registration_confirmation",
      to: { name: "Amina Benali", address: "amina.benali@example.ma" },
      subject: "Confirmation d'inscription – CPSS 2025 – réf. CPSS-7KQ2M",
      entity: { type: "registration", id: 42 },
    });
    for (const body of bodies(confirmation)) {
      expect(body).toContain("Bonjour Dr Amina Benali,");
      expect(body).toContain("CPSS-7KQ2M");
      expect(body).toContain("1 000 DH");
      expect(body).toContain(edition.bankTransfer.iban);
      expect(body).toContain(edition.bankTransfer.rib);
      expect(body).toContain("CPSS-7KQ2M BENALI Amina");
      expect(body).toContain(edition.venue.name);
      expect(body).toContain("Végétarien");
    }
    expect(confirmation?.text).toContain("Libellé du virement : CPSS-7KQ2M BENALI Amina");
    expect(notification?.entity).toEqual({ type: "registration", id: 42 });
  });

  it("asks a student for the student fee only", async () => {
    const [confirmation] = await composed(
      registrationMails(
        "CPSS-8ABCD",
        registration({ participationType: "etudiant", dietaryRestrictions: "" }),
        context,
      ),
      43,
    );

    for (const body of bodies(confirmation)) {
      expect(body).toContain("500 DH");
      expect(body).toContain("Tarif étudiant");
      expect(body).not.toContain("1 000 DH");
    }
    expect(confirmation?.text).toContain("Restrictions alimentaires : —");
  });

  it("notifies the organisers with the name and a link, without the delegate's details", async () => {
    const [, notification] = await composed(
      registrationMails("CPSS-7KQ2M", registration(), context),
      42,
    );

    expect(notification).toMatchObject({
      kind: "staff_new_registration",
      to: { address: "secretariat@example.ma" },
      subject: "Nouvelle inscription CPSS-7KQ2M : Amina Benali",
    });
    for (const body of bodies(notification)) {
      expect(body).toContain(`${adminUrl}/inscriptions/42`);
      expect(body).toContain("Professionnel de santé");
      for (const personal of [
        "amina.benali@example.ma",
        "+212 600 000 001",
        "1 rue des Hôpitaux",
      ]) {
        expect(body).not.toContain(personal);
      }
    }
  });

  it("escapes HTML typed in a name", async () => {
    const [confirmation, notification] = await composed(
      registrationMails(
        "CPSS-9WXYZ",
        registration({ firstName: "<script>alert(1)</script>" }),
        context,
      ),
      44,
    );

    for (const mail of [confirmation, notification]) {
      expect(mail?.html).not.toContain("<script>");
      expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });
});

describe("submissionMails", () => {
  it("acknowledges everything sent: authors in order, abstract as typed, results date", async () => {
    const abstract = "Introduction. Une étude transversale.\nMéthodes. 300 femmes interrogées.";
    const [acknowledgement, notification] = await composed(
      submissionMails("ABS-4HX9P", submission({ abstract }), context),
      7,
    );

    expect(acknowledgement).toMatchObject({
      kind: "submission_acknowledgement",
      to: { name: "Fatou Diallo", address: "fatou.diallo@example.sn" },
      subject:
        "Soumission reçue – CPSS 2025 – réf. ABS-4HX9P – Accès à la contraception en milieu rural",
      entity: { type: "submission", id: 7 },
    });
    const text = acknowledgement?.text ?? "";
    const first = text.indexOf("1. Fatou Diallo — UCAD, Dakar (auteur présentateur)");
    const second = text.indexOf("2. Moussa Ndiaye");
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(text).toContain(abstract);
    expect(acknowledgement?.html).toContain(abstract);
    expect(acknowledgement?.html).toContain("white-space:pre-wrap");
    for (const body of bodies(acknowledgement)) {
      expect(body).toContain("ABS-4HX9P");
      expect(body).toContain("Communication orale");
      expect(body).toContain("Santé des femmes");
      expect(body).toContain("Aucun conflit d'intérêts déclaré");
      expect(body).toContain("avant le 15 novembre 2025");
    }
    expect(notification?.entity).toEqual({ type: "submission", id: 7 });
  });

  it("keeps the authors in the order they were entered", async () => {
    const [first, second] = validSubmission().authors;
    if (!first || !second) throw new Error("sample authors missing");
    const [acknowledgement] = await composed(
      submissionMails("ABS-5JK7M", submission({ authors: [second, first] }), context),
      8,
    );

    const text = acknowledgement?.text ?? "";
    expect(text).toContain("1. Moussa Ndiaye");
    expect(text).toContain("2. Fatou Diallo — UCAD, Dakar (auteur présentateur)");
  });

  it("keeps the subject on one line and shortens a long title", async () => {
    const [multiline] = await composed(
      submissionMails(
        "ABS-6MN8P",
        // The form refuses line breaks in a title; the mail keeps its own defence all the same.
        { ...submission(), title: "Accès à la contraception\r\nen milieu rural" },
        context,
      ),
      9,
    );
    expect(multiline?.subject).not.toMatch(/[\r\n]/);
    expect(multiline?.subject).toContain("Accès à la contraception en milieu rural");

    const longTitle = `Accès à la contraception ${"en milieu rural ".repeat(8)}`.trim();
    const [long] = await composed(
      submissionMails("ABS-7PQ9R", submission({ title: longTitle }), context),
      10,
    );
    const shownTitle = long?.subject.split(" – ").at(-1) ?? "";
    expect(shownTitle.endsWith("…")).toBe(true);
    expect(Array.from(shownTitle).length).toBeLessThanOrEqual(80);
    expect(long?.text).toContain(longTitle);
  });

  it("notifies the organisers without the abstract or the submitter's contact details", async () => {
    const [, notification] = await composed(submissionMails("ABS-4HX9P", submission(), context), 7);

    expect(notification).toMatchObject({
      kind: "staff_new_submission",
      to: { address: "secretariat@example.ma" },
      subject: "Nouvelle soumission ABS-4HX9P : Fatou Diallo",
    });
    for (const body of bodies(notification)) {
      expect(body).toContain(`${adminUrl}/soumissions/7`);
      expect(body).not.toContain("fatou.diallo@example.sn");
      expect(body).not.toContain("+221 77 000 00 00");
      expect(body).not.toContain("Une étude transversale");
    }
  });
});

describe("contactMails", () => {
  it("thanks the sender with a copy of the message, line breaks kept", async () => {
    const message = "Bonjour,\nproposez-vous des hôtels partenaires ?";
    const [acknowledgement, notification] = await composed(
      contactMails(contactSchema.parse({ ...validContact(), message }), context),
      12,
    );

    expect(acknowledgement).toMatchObject({
      kind: "contact_acknowledgement",
      to: { name: "Nadia El Amrani", address: "nadia.elamrani@example.ma" },
      entity: { type: "contact", id: 12 },
    });
    expect(acknowledgement?.text).toContain(message);
    for (const body of bodies(acknowledgement)) {
      expect(body).toContain("Bonjour Nadia El Amrani,");
      expect(body).toContain("Hébergement");
      expect(body).toContain("+212 611 111 111");
      expect(body).toContain("Association Santé Femmes");
    }

    expect(notification).toMatchObject({
      kind: "staff_new_contact",
      to: { address: "secretariat@example.ma" },
      subject: "Nouveau message de contact : Nadia El Amrani",
      entity: { type: "contact", id: 12 },
    });
    for (const body of bodies(notification)) {
      expect(body).toContain(`${adminUrl}/contacts/12`);
      expect(body).not.toContain("nadia.elamrani@example.ma");
      expect(body).not.toContain("+212 611 111 111");
      expect(body).not.toContain("hôtels partenaires");
    }
  });

  it("names an anonymous message by its number", async () => {
    const [acknowledgement, notification] = await composed(
      contactMails(
        contactSchema.parse({ ...validContact(), firstName: "", lastName: "" }),
        context,
      ),
      12,
    );

    expect(acknowledgement?.to).toEqual({ name: "", address: "nadia.elamrani@example.ma" });
    expect(acknowledgement?.text).toContain("Bonjour,");
    expect(notification?.subject).toBe("Nouveau message de contact n° 12");
  });
});
