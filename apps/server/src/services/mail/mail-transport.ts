import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SendMailOptions, Transporter } from "nodemailer";
import type { MailSettings } from "../../config/mail-settings.ts";
import type { RenderedAttachment } from "./mail-attachments.ts";
import { ccOf, type OutboxRow } from "./outbox-repository.ts";

export type OutgoingMail = Pick<
  OutboxRow,
  | "id"
  | "kind"
  | "message_id"
  | "to_address"
  | "to_name"
  | "cc_addresses"
  | "subject"
  | "html_body"
  | "text_body"
> & {
  /** The PDFs rendered for this attempt (mail-attachments.ts). */
  files?: RenderedAttachment[];
};

type Senders = Pick<MailSettings, "from" | "replyTo">;

// nodemailer loads with the first mail sent or copied, not at start (decision 0016).
let nodemailerModule: Promise<typeof import("nodemailer")> | undefined;
async function loadNodemailer() {
  nodemailerModule ??= import("nodemailer");
  return (await nodemailerModule).default;
}

/**
 * The message as nodemailer builds it for SMTP and for the `.eml` copy alike. Addresses go as
 * `{name, address}` objects: nodemailer encodes the name, so quotes or CR/LF in a delegate's
 * name cannot add a header.
 */
export function composeMessage(mail: OutgoingMail, senders: Senders): SendMailOptions {
  const cc = ccOf(mail);
  return {
    from: senders.from,
    ...(senders.replyTo ? { replyTo: senders.replyTo } : {}),
    to: { name: mail.to_name, address: mail.to_address },
    ...(cc.length > 0 ? { cc } : {}),
    subject: mail.subject,
    html: mail.html_body,
    text: mail.text_body,
    messageId: mail.message_id,
    ...(mail.files?.length ? { attachments: mail.files } : {}),
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * Delivery over SMTP (`SMTP_URL`). An error means "not accepted": the worker retries later.
 * One pooled connection, kept between mails (up to 100 on it, closed after 60 s idle): a
 * connection per mail — greeting, EHLO, TLS on a real relay — held delivery to ~2 mails a second
 * against a pace of 5 (decision 0048).
 */
export class SmtpMailer {
  private transport: Transporter | undefined;

  constructor(
    private readonly smtpUrl: string,
    private readonly senders: Senders,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const nodemailer = await loadNodemailer();
    this.transport ??= nodemailer.createTransport({
      url: this.smtpUrl,
      pool: true,
      maxConnections: 1,
      maxMessages: 100,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    await this.transport.sendMail(composeMessage(mail, this.senders));
  }

  close(): void {
    this.transport?.close();
  }
}

/** The `.eml` copies written while SMTP is not configured: `DATA_DIR/mail/000042-<kind>.eml`. */
export class EmlFolder {
  private composer: Transporter | undefined;

  constructor(
    readonly dir: string,
    private readonly senders: Senders,
  ) {}

  /** Writes the mail (atomically: a reader never sees half a file) and answers its path. */
  async write(mail: OutgoingMail): Promise<string> {
    const nodemailer = await loadNodemailer();
    this.composer ??= nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: "unix",
    });
    const info = await this.composer.sendMail(composeMessage(mail, this.senders));
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${String(mail.id).padStart(6, "0")}-${mail.kind}.eml`);
    await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.tmp`, file);
    return file;
  }
}
