import { edition } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { loadMailSettings } from "./mail-settings.ts";

describe("mail settings from the environment", () => {
  it("default to no SMTP, the edition's contact address and DATA_DIR/mail", () => {
    const settings = loadMailSettings({}, "/srv/congres/data");
    expect(settings).toMatchObject({
      smtpUrl: undefined,
      from: `"${edition.shortName}" <${edition.contact.email}>`,
      replyTo: undefined,
      organisersEmail: edition.contact.email,
      mailDir: "/srv/congres/data/mail",
      messageIdDomain: edition.contact.email.split("@")[1],
    });
  });

  it("read SMTP_URL, MAIL_FROM, MAIL_REPLY_TO and ORGANISERS_EMAIL", () => {
    const settings = loadMailSettings(
      {
        SMTP_URL: "smtps://user:secret@smtp.example.org:465",
        MAIL_FROM: "Secrétariat CPSS <noreply@mail.example.org>",
        MAIL_REPLY_TO: "secretariat@example.org",
        ORGANISERS_EMAIL: "comite@example.org",
        CONGRESS_CONTACT_EMAIL: "info@example.org",
      },
      "/data",
    );
    expect(settings).toMatchObject({
      smtpUrl: "smtps://user:secret@smtp.example.org:465",
      from: "Secrétariat CPSS <noreply@mail.example.org>",
      replyTo: "secretariat@example.org",
      organisersEmail: "comite@example.org",
      messageIdDomain: "mail.example.org",
    });
    expect(loadMailSettings({ CONGRESS_CONTACT_EMAIL: "info@example.org" }, "/d")).toMatchObject({
      organisersEmail: "info@example.org",
    });
  });

  it.each([
    [{ SMTP_URL: "http://smtp.example.org" }, /SMTP_URL/],
    [{ SMTP_URL: "smtp.example.org:587" }, /SMTP_URL/],
    [{ MAIL_FROM: "pas une adresse" }, /MAIL_FROM/],
    [{ MAIL_FROM: "a@example.org, b@example.org" }, /MAIL_FROM/],
    [{ ORGANISERS_EMAIL: "secretariat" }, /ORGANISERS_EMAIL/],
    [{ MAIL_REPLY_TO: "@" }, /MAIL_REPLY_TO/],
  ])("refuse %j at start with a French explanation", (env, variable) => {
    expect(() => loadMailSettings(env, "/data")).toThrow(variable);
  });
});
