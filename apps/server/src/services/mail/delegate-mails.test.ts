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
import { contactMails, registrationMails, submissionMails } from "./delegate-mails.ts";
import type { MailDraft, PendingMail } from "./mail-draft.ts";
import { renderPending } from "./render-template.ts";

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

/** The mails as the worker renders them. */
const rendered = (mails: PendingMail[]) =>
  Promise.all(mails.map((mail) => renderPending(mail, edition)));

const NONE_EARLIER = { count: 0, references: [] };

/**
 * The organisers' notice: to the secretariat, each body linking to the admin page `path` and
 * naming what it `shows`, none holding what it `hides` (the sender's details stay in the admin).
 */
function expectStaffNotice(
  notice: MailDraft | undefined,
  expected: { kind: string; subject: string; path: string; shows?: string[]; hides: string[] },
) {
  const { kind, subject, path, shows = [], hides } = expected;
  expect(notice).toMatchObject({ kind, to: { address: "secretariat@example.ma" }, subject });
  for (const body of bodies(notice)) {
    expect(body).toContain(`${adminUrl}${path}`);
    for (const shown of shows) expect(body).toContain(shown);
    for (const hidden of hides) expect(body).not.toContain(hidden);
  }
}

describe("registrationMails", () => {
  it("confirms a professional's registration with the amount, the bank details and the transfer label", async () => {
    const [confirmation, notification] = await rendered(
      registrationMails({ id: 42, reference: "CPSS-7KQ2M" }, registration(), NONE_EARLIER, context),
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
    const [confirmation] = await rendered(
      registrationMails(
        { id: 43, reference: "CPSS-8ABCD" },
        registration({ participationType: "etudiant", dietaryRestrictions: "" }),
        NONE_EARLIER,
        context,
      ),
    );

    for (const body of bodies(confirmation)) {
      expect(body).toContain("500 DH");
      expect(body).toContain("Tarif étudiant");
      expect(body).not.toContain("1 000 DH");
    }
    expect(confirmation?.text).toContain("Restrictions alimentaires : —");
  });

  it("notifies the organisers with the name and a link, without the delegate's details", async () => {
    const [, notification] = await rendered(
      registrationMails({ id: 42, reference: "CPSS-7KQ2M" }, registration(), NONE_EARLIER, context),
    );

    expectStaffNotice(notification, {
      kind: "staff_new_registration",
      subject: "Nouvelle inscription CPSS-7KQ2M : Amina Benali",
      path: "/inscriptions/42",
      shows: ["Professionnel de santé"],
      hides: ["amina.benali@example.ma", "+212 600 000 001", "1 rue des Hôpitaux"],
    });
  });

  it("escapes HTML typed in a name", async () => {
    const [confirmation, notification] = await rendered(
      registrationMails(
        { id: 44, reference: "CPSS-9WXYZ" },
        registration({ firstName: "<script>alert(1)</script>" }),
        NONE_EARLIER,
        context,
      ),
    );

    for (const mail of [confirmation, notification]) {
      expect(mail?.html).not.toContain("<script>");
      expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });
});

describe("registrationMails for an address that registered before", () => {
  it("warns the delegate and the staff, naming the earlier references", async () => {
    const earlier = { count: 2, references: ["CPSS-2AAAA", "CPSS-3BBBB"] };
    const [confirmation, notification] = await rendered(
      registrationMails({ id: 45, reference: "CPSS-4CCCC" }, registration(), earlier, context),
    );

    for (const body of bodies(confirmation)) {
      expect(body).toContain(
        "Attention : 2 autres inscriptions ont déjà été enregistrées avec cette adresse e-mail (CPSS-2AAAA, CPSS-3BBBB).",
      );
      expect(body).toContain("ne réglez qu'une seule inscription");
    }
    for (const body of bodies(notification)) {
      expect(body).toContain(
        "Doublon possible : 2 autres inscriptions portent la même adresse e-mail (CPSS-2AAAA, CPSS-3BBBB).",
      );
    }
  });

  it("says one earlier registration in the singular, and marks references not listed", async () => {
    const [single] = await rendered(
      registrationMails(
        { id: 46, reference: "CPSS-5DDDD" },
        registration(),
        { count: 1, references: ["CPSS-2AAAA"] },
        context,
      ),
    );
    expect(single?.text).toContain("une autre inscription a déjà été enregistrée");

    const [, many] = await rendered(
      registrationMails(
        { id: 47, reference: "CPSS-6EEEE" },
        registration(),
        { count: 9, references: ["CPSS-2AAAA", "CPSS-3BBBB"] },
        context,
      ),
    );
    expect(many?.text).toContain(
      "9 autres inscriptions portent la même adresse e-mail (CPSS-2AAAA, CPSS-3BBBB, …)",
    );
  });

  it("says nothing of duplicates to a first registration", async () => {
    const mails = await rendered(
      registrationMails({ id: 48, reference: "CPSS-7FFFF" }, registration(), NONE_EARLIER, context),
    );
    for (const mail of mails) {
      for (const body of bodies(mail)) {
        expect(body).not.toContain("Attention");
        expect(body).not.toContain("Doublon");
      }
    }
  });
});

describe("submissionMails", () => {
  it("acknowledges everything sent: authors in order, abstract as typed, results date", async () => {
    const abstract = "Introduction. Une étude transversale.\nMéthodes. 300 femmes interrogées.";
    const [acknowledgement, notification] = await rendered(
      submissionMails({ id: 7, reference: "ABS-4HX9P" }, submission({ abstract }), context),
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
    const [acknowledgement] = await rendered(
      submissionMails(
        { id: 8, reference: "ABS-5JK7M" },
        submission({ authors: [second, first] }),
        context,
      ),
    );

    const text = acknowledgement?.text ?? "";
    expect(text).toContain("1. Moussa Ndiaye");
    expect(text).toContain("2. Fatou Diallo — UCAD, Dakar (auteur présentateur)");
  });

  it("keeps the subject on one line and shortens a long title", async () => {
    const [multiline] = await rendered(
      submissionMails(
        { id: 9, reference: "ABS-6MN8P" }, // The form refuses line breaks in a title; the mail keeps its own defence all the same.
        { ...submission(), title: "Accès à la contraception\r\nen milieu rural" },
        context,
      ),
    );
    expect(multiline?.subject).not.toMatch(/[\r\n]/);
    expect(multiline?.subject).toContain("Accès à la contraception en milieu rural");

    const longTitle = `Accès à la contraception ${"en milieu rural ".repeat(8)}`.trim();
    const [long] = await rendered(
      submissionMails(
        { id: 10, reference: "ABS-7PQ9R" },
        submission({ title: longTitle }),
        context,
      ),
    );
    const shownTitle = long?.subject.split(" – ").at(-1) ?? "";
    expect(shownTitle.endsWith("…")).toBe(true);
    expect(Array.from(shownTitle).length).toBeLessThanOrEqual(80);
    expect(long?.text).toContain(longTitle);
  });

  it("notifies the organisers without the abstract or the submitter's contact details", async () => {
    const [, notification] = await rendered(
      submissionMails({ id: 7, reference: "ABS-4HX9P" }, submission(), context),
    );

    expectStaffNotice(notification, {
      kind: "staff_new_submission",
      subject: "Nouvelle soumission ABS-4HX9P : Fatou Diallo",
      path: "/soumissions/7",
      hides: ["fatou.diallo@example.sn", "+221 77 000 00 00", "Une étude transversale"],
    });
  });
});

describe("contactMails", () => {
  it("thanks the sender with a copy of the message, line breaks kept", async () => {
    const message = "Bonjour,\nproposez-vous des hôtels partenaires ?";
    const [acknowledgement, notification] = await rendered(
      contactMails(12, contactSchema.parse({ ...validContact(), message }), context),
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

    expectStaffNotice(notification, {
      kind: "staff_new_contact",
      subject: "Nouveau message de contact : Nadia El Amrani",
      path: "/contacts/12",
      hides: ["nadia.elamrani@example.ma", "+212 611 111 111", "hôtels partenaires"],
    });
    expect(notification?.entity).toEqual({ type: "contact", id: 12 });
  });

  it("names an anonymous message by its number", async () => {
    const [acknowledgement, notification] = await rendered(
      contactMails(
        12,
        contactSchema.parse({ ...validContact(), firstName: "", lastName: "" }),
        context,
      ),
    );

    expect(acknowledgement?.to).toEqual({ name: "", address: "nadia.elamrani@example.ma" });
    expect(acknowledgement?.text).toContain("Bonjour,");
    expect(notification?.subject).toBe("Nouveau message de contact n° 12");
  });
});
