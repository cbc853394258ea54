import {
  bankTransferAnswer,
  contactSchema,
  edition,
  formatCentimes,
  formatFee,
  registrationFee,
  registrationSchema,
  submissionSchema,
} from "@congres/shared";
import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import type { AnyNode, Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { decisionMailDraft } from "../../modules/decisions/decision-mail-draft.ts";
import type { MailTemplateData } from "./mail-draft.ts";
import { renderTemplate } from "./render-template.ts";

/**
 * Issue #28, item 1: in a right-to-left mail, a number, a reference, a RIB, an IBAN, a SWIFT
 * code, a phone number or an e-mail address reads left to right, whole, inside an element that
 * isolates it (`dir="ltr"` or `<bdi>`): left to the bidi algorithm, the spaces between the
 * groups of a RIB take the sentence's direction and the groups come out in reverse order.
 */

const LTR_TEXT = /[\p{Nd}@+]|[A-Za-z]/u;
const bank = edition.bankTransfer;

const isIsolating = (node: Element) => node.name === "bdi" || node.attribs.dir === "ltr";

/** The nearest element that isolates `node` left to right, under the mail's own `<html>`. */
function isolatingAncestor(node: AnyNode): Element | null {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (DomUtils.isTag(parent) && isIsolating(parent)) return parent;
  }
  return null;
}

/** What a reader sees of `html`: its text outside <head>, each text node with its isolation. */
function visibleTexts(html: string) {
  const body = DomUtils.findOne((node) => node.name === "body", parseDocument(html).children);
  expect(body).not.toBeNull();
  return DomUtils.filter(DomUtils.isText, body ?? [], true).map((node) => ({
    text: DomUtils.textContent(node),
    isolatedIn: isolatingAncestor(node),
  }));
}

/** The isolating elements' texts, spaces as plain spaces: one of them holds each datum whole. */
function isolatedValues(html: string): string[] {
  const document = parseDocument(html);
  return DomUtils.findAll(isIsolating, document.children).map((element) =>
    DomUtils.textContent(element).replace(/[\u00a0\u202f]/g, " "),
  );
}

const registration = registrationSchema.parse(validRegistration());
const contact = contactSchema.parse(validContact());
const reference = "CPSS-7KQ2M";
const submissionReference = "ABS-3PX9D";
const receiptNumber = "2025-0042";
const staffPhone = "+212 5 22 11 22 33";

const arabicMails: { name: string; data: MailTemplateData; values: string[] }[] = [
  {
    name: "registration confirmation",
    data: {
      template: "registration_confirmation",
      language: "ar",
      reference,
      registration,
      earlier: { count: 1, references: ["CPSS-4HT8W"] },
      bankTransfer: bankTransferAnswer(edition, false),
    },
    values: [
      reference,
      "CPSS-4HT8W",
      bank.rib,
      bank.iban,
      bank.swift,
      edition.contact.phone,
      edition.contact.email,
      registration.email,
      registration.phone,
      registration.emergencyPhone,
      formatFee(registrationFee("professionnel")).replace(/\u202f/g, " "),
      `${reference} BENALI Amina`,
    ],
  },
  {
    name: "submission acknowledgement",
    data: {
      template: "submission_acknowledgement",
      language: "ar",
      reference: submissionReference,
      submission: submissionSchema.parse(validSubmission()),
    },
    values: [submissionReference, edition.abstractEmail],
  },
  {
    name: "contact acknowledgement",
    data: {
      template: "contact_acknowledgement",
      language: "ar",
      name: "Nadia El Amrani",
      contact,
    },
    values: [contact.email, contact.phone],
  },
  {
    name: "payment receipt",
    data: {
      template: "payment_receipt",
      language: "ar",
      name: "Amina Benali",
      reference,
      receiptNumber,
      amountCentimes: 250_000,
    },
    values: [reference, receiptNumber, formatCentimes(250_000).replace(/[\u00a0\u202f]/g, " ")],
  },
  {
    name: "receipt cancellation",
    data: {
      template: "payment_receipt_cancellation",
      language: "ar",
      name: "Amina Benali",
      reference,
      receiptNumber,
    },
    values: [reference, receiptNumber, edition.contact.email],
  },
  {
    name: "attendance certificate",
    data: { template: "attendance_certificate", language: "ar", name: "Amina Benali", reference },
    values: [edition.contact.email],
  },
  {
    name: "registration cancellation requested",
    data: {
      template: "registration_cancellation",
      language: "ar",
      name: "Amina Benali",
      reference,
      outcome: "requested",
      amountCentimes: 100_000,
      account: "MA64 **** 4921",
    },
    values: [reference, formatCentimes(100_000).replace(/[\u00a0\u202f]/g, " "), "MA64 **** 4921"],
  },

  {
    name: "decision",
    data: decisionMailDraft(
      "acceptee_orale",
      {
        id: 1,
        reference: submissionReference,
        first_name: "Fatou",
        last_name: "Diallo",
        email: "fatou.diallo@example.sn",
        title: "Accès à la contraception en milieu rural",
        author_message: `للاستفسار، يرجى الاتصال بالأمانة على الرقم ${staffPhone}.`,
        language: "ar",
      },
      [],
      edition,
    ).data,
    values: [submissionReference, staffPhone],
  },
];

describe("right-to-left mails", () => {
  it.each(arabicMails)(
    "isolate every Latin or numeric datum of the Arabic $name",
    async ({ data, values }) => {
      const { html, text } = await renderTemplate(data, edition);
      expect(html).toContain('<html dir="rtl" lang="ar">');

      const exposed = visibleTexts(html).filter(
        ({ text, isolatedIn }) => LTR_TEXT.test(text) && isolatedIn === null,
      );
      expect(exposed.map(({ text }) => text)).toEqual([]);

      const isolated = isolatedValues(html);
      for (const value of values) {
        expect(isolated, value).toContain(value);
      }
      // The isolates' characters do not reach the HTML, where a copy of a RIB would carry them.
      expect(html).not.toMatch(/[\u2066-\u2069]/);
      // The plain-text part keeps the same isolation, as Unicode isolates.
      expect(text).toContain("\u2066");
    },
  );

  it("write the RIB as one left-to-right run, in the HTML and in the plain text", async () => {
    const [confirmation] = arabicMails;
    const { html, text } = await renderTemplate(confirmation?.data as MailTemplateData, edition);
    expect(html).toContain(`<span dir="ltr">${bank.rib}</span>`);
    expect(text).toContain(`\u2066${bank.rib}\u2069`);
    expect(text).toContain(`\u2066${edition.contact.phone}\u2069`);
  });

  it("leave the French mails as they were", async () => {
    const { html } = await renderTemplate(
      { template: "payment_receipt_cancellation", name: "Amina Benali", reference, receiptNumber },
      edition,
    );
    expect(html).toContain(`>${receiptNumber}<`);
    expect(html).not.toContain('<span dir="ltr">');
  });
});
