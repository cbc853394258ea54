import { resolve } from "node:path";
import {
  type BankTransferAnswer,
  bankTransferAnswer,
  type Edition,
  resolveEdition,
} from "@congres/shared";
import addressparser from "nodemailer/lib/addressparser";
import { isProduction } from "./production.ts";

/** How mail leaves the server, from the environment (README, .env.example). */
export type MailSettings = {
  /** `smtp://user:password@host:587` or `smtps://…:465`; without it mails stay queued. */
  smtpUrl: string | undefined;
  /** The From header: `"CPSS 2025" <contact@…>` by default. */
  from: string;
  replyTo: string | undefined;
  /** Where the staff notifications go; the edition's contact address by default. */
  organisersEmail: string;
  /** The `.eml` copies of the queued mails while SMTP is not configured. */
  mailDir: string;
  /** The right part of every Message-ID, the domain of the From address. */
  messageIdDomain: string;
  /** The edition with its environment overrides (contact address, site URL for links). */
  edition: Edition;
  /**
   * The bank details as the site may publish them (the page's `GET /api/registration/bank-transfer`
   * and the confirmation mail): withheld under NODE_ENV=production while they are placeholders.
   */
  bankTransfer: BankTransferAnswer;
  /** MAIL_RATE_PER_MINUTE: how many mailing mails leave per minute, all servers together. */
  mailingRatePerMinute: number;
};

/** Mailings leave at this pace by default, so that the SMTP provider does not block the sender. */
export const DEFAULT_MAILING_RATE_PER_MINUTE = 60;

/** The time between two mailing mails. */
export const mailingIntervalMs = (settings: Pick<MailSettings, "mailingRatePerMinute">) =>
  Math.ceil(60_000 / settings.mailingRatePerMinute);

type Env = Record<string, string | undefined>;

function singleAddress(value: string, variable: string) {
  const [first, ...others] = addressparser(value, { flatten: true });
  if (!first?.address || others.length > 0 || !/^[^@\s]+@[^@\s]+$/.test(first.address)) {
    throw new Error(`${variable} doit contenir une seule adresse email valide : ${value}`);
  }
  return first.address;
}

function ratePerMinute(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return DEFAULT_MAILING_RATE_PER_MINUTE;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 60_000) {
    throw new Error(
      `MAIL_RATE_PER_MINUTE invalide : ${text} (attendu un nombre entier d'e-mails par minute, de 1 à 60000)`,
    );
  }
  return Number(text);
}

export function loadMailSettings(env: Env, dataDir: string): MailSettings {
  const edition = resolveEdition(env);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new Error(
      "SMTP_URL doit commencer par smtp:// ou smtps:// (ex. smtp://user:pass@host:587)",
    );
  }
  const from = env.MAIL_FROM?.trim() || `"${edition.shortName}" <${edition.contact.email}>`;
  const fromAddress = singleAddress(from, "MAIL_FROM");
  const replyTo = env.MAIL_REPLY_TO?.trim() || undefined;
  if (replyTo) singleAddress(replyTo, "MAIL_REPLY_TO");
  const organisersEmail = singleAddress(
    env.ORGANISERS_EMAIL?.trim() || edition.contact.email,
    "ORGANISERS_EMAIL",
  );
  return {
    smtpUrl,
    from,
    replyTo,
    organisersEmail,
    mailDir: resolve(dataDir, "mail"),
    messageIdDomain: fromAddress.split("@")[1] ?? "localhost",
    edition,
    bankTransfer: bankTransferAnswer(edition, isProduction(env)),
    mailingRatePerMinute: ratePerMinute(env.MAIL_RATE_PER_MINUTE),
  };
}
