import { formatFee, registrationSchema } from "@congres/shared";
import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { at, ORGANISERS, outboxHarness } from "../../testing/outbox-harness.ts";
import { postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { registrationMails } from "./delegate-mails.ts";
import { MailService } from "./mail-service.ts";
import { enqueueMail } from "./outbox-repository.ts";

/** What each public write puts in the outbox, and what reaches the SMTP server. */
describe.each(DATABASE_ENGINES)("the mails of the public writes on $engine", ({ create }) => {
  const h = outboxHarness(create);
  const { settings, worker, outbox, startClock } = h;

  it.each([
    ["professionnel", 1000],
    ["etudiant", 500],
  ] as const)(
    "a %s's registration sends one confirmation with the reference and %i DH, and one staff notification",
    async (participationType, amount) => {
      const email = `delegue.${participationType}@example.ma`;
      const response = await postJson(h.app, "/api/registration", {
        ...validRegistration(),
        participationType,
        email,
      });
      expect(response.statusCode).toBe(201);
      const { id, reference } = response.json();
      expect(reference).toMatch(/^CPSS-[2-9A-HJKMNP-TW-Z]{5}$/);
      const stored = await h.database.db
        .selectFrom("registrations")
        .select("reference")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored.reference).toBe(reference);

      startClock();
      expect(await worker().drain()).toBe(2);
      expect(h.smtp.received).toHaveLength(2);
      const [delegate, staff] = [email, ORGANISERS].map((to) => {
        const found = h.smtp.received.filter((mail) => mail.envelopeTo.includes(to));
        expect(found, to).toHaveLength(1);
        return at(found, 0);
      });
      expect([delegate?.to].flat()[0]?.text).toContain(email);
      expect(delegate?.subject).toContain(reference);
      expect(delegate?.text).toContain(reference);
      expect(delegate?.text).toContain(formatFee(amount));
      expect(delegate?.html).toContain(reference);
      expect(delegate?.text).not.toContain(formatFee(amount === 500 ? 1000 : 500));
      expect(staff?.subject).toContain(reference);
      expect(staff?.text).toContain(`/admin/app/inscriptions/${id}`);
      expect(staff?.text).not.toContain(email);
      expect(delegate?.messageId).toBe((await outbox())[0]?.message_id);
      expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]);
    },
  );

  it("lists a submission's authors in their order in the acknowledgement", async () => {
    const submission = validSubmission();
    submission.authors.push({
      firstName: "Aïcha",
      lastName: "Traoré",
      email: "",
      affiliation: "",
      isPresenting: false,
    });
    const response = await postJson(h.app, "/api/submission", submission);
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^ABS-/);
    startClock();
    await worker().drain();
    const mail = h.smtp.received.find((m) => m.envelopeTo.includes("fatou.diallo@example.sn"));
    const text = mail?.text ?? "";
    const positions = ["Fatou Diallo", "Moussa Ndiaye", "Aïcha Traoré"].map((name) =>
      text.indexOf(name),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(mail?.subject).toContain(response.json().reference);
  });

  it("acknowledges a contact message and tells the staff", async () => {
    expect((await postJson(h.app, "/api/contact", validContact())).statusCode).toBe(201);
    startClock();
    await worker().drain();
    expect(h.smtp.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual(
      ["nadia.elamrani@example.ma", ORGANISERS].sort(),
    );
    const copy = h.smtp.received.find((m) => m.envelopeTo.includes("nadia.elamrani@example.ma"));
    expect(copy?.text).toContain(validContact().message);
  });

  it("queues nothing for a refused write (422)", async () => {
    const response = await postJson(h.app, "/api/registration", {
      ...validRegistration(),
      email: "pas-un-email",
    });
    expect(response.statusCode).toBe(422);
    expect(await countRows(h.database.db, "outbox")).toBe(0);
  });

  it("keeps no mail when the write's transaction rolls back", async () => {
    const registration = registrationSchema.parse(validRegistration());
    const before = await countRows(h.database.db, "registrations");
    await expect(
      h.database.db.transaction().execute(async (trx) => {
        const mails = registrationMails(
          { id: 1, reference: "CPSS-ZZZZZ" },
          registration,
          { count: 0, references: [] },
          new MailService(settings).context,
        );
        await new MailService(settings).queue(trx, mails);
        throw new Error("the registration's insert failed");
      }),
    ).rejects.toThrow();
    expect(await countRows(h.database.db, "outbox")).toBe(0);
    expect(await countRows(h.database.db, "registrations")).toBe(before);
  });

  it("refuses CR/LF in a name at the door, and cannot be made to inject a header by one anyway", async () => {
    const injected = 'Amina"\r\nBcc: pirate@example.com\r\nX-Injected: oui';
    const refused = await postJson(h.app, "/api/registration", {
      ...validRegistration(),
      firstName: injected,
    });
    expect(refused.statusCode).toBe(422);
    expect(await countRows(h.database.db, "outbox")).toBe(0);
    // Second line of defence: a name that reached the outbox some other way is encoded by
    // nodemailer, never written as raw header lines.
    await enqueueMail(
      h.database.db,
      {
        kind: "contact_acknowledgement",
        to: { name: injected, address: "injection@example.ma" },
        subject: "Objet\r\nX-Injected: oui",
        html: "<p>Bonjour</p>",
        text: "Bonjour",
        entity: null,
      },
      settings.messageIdDomain,
    );
    startClock();
    await worker().drain();
    expect(h.smtp.received).toHaveLength(1);
    const [mail] = h.smtp.received;
    expect(mail?.envelopeTo).toEqual(["injection@example.ma"]);
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.headers.has("x-injected")).toBe(false);
  });
});
