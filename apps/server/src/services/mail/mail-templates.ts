/**
 * The React Email side of mail rendering: React, the renderer and every template. Loaded by
 * render-mail.ts with the first mail, never at start.
 */
import { LOCALES, type Locale, localeDirection } from "@congres/shared";
import { render, toPlainText } from "@react-email/render";
import { createElement, type FunctionComponent } from "react";
import { isolateLeftToRight, PLAIN_TEXT_ISOLATES } from "./left-to-right-runs.ts";
import { delegateMailTexts, mailLanguageOf } from "./mail-language.ts";
import { AccountLink } from "./templates/account-link.tsx";
import { AccountNotice } from "./templates/account-notice.tsx";
import { AttendanceCertificate } from "./templates/attendance-certificate.tsx";
import { ContactAcknowledgement } from "./templates/contact-acknowledgement.tsx";
import { LoginAlert } from "./templates/login-alert.tsx";
import { Mailing } from "./templates/mailing.tsx";
import { PaymentReceipt } from "./templates/payment-receipt.tsx";
import { PaymentReceiptCancellation } from "./templates/payment-receipt-cancellation.tsx";
import { RegistrationCancellation } from "./templates/registration-cancellation.tsx";
import { RegistrationConfirmation } from "./templates/registration-confirmation.tsx";
import { ReviewNotice } from "./templates/review-notice.tsx";
import { SpaceLink } from "./templates/space-link.tsx";
import { StaffNotification } from "./templates/staff-notification.tsx";
import { SubmissionAcknowledgement } from "./templates/submission-acknowledgement.tsx";
import { SubmissionDecision } from "./templates/submission-decision.tsx";
import { VisaLetterDecision } from "./templates/visa-letter-decision.tsx";
import { WaitlistOffer } from "./templates/waitlist-offer.tsx";

export const MAIL_TEMPLATES = {
  AccountLink,
  AccountNotice,
  AttendanceCertificate,
  ContactAcknowledgement,
  LoginAlert,
  Mailing,
  PaymentReceipt,
  PaymentReceiptCancellation,
  RegistrationCancellation,
  RegistrationConfirmation,
  ReviewNotice,
  SpaceLink,
  StaffNotification,
  SubmissionAcknowledgement,
  SubmissionDecision,
  VisaLetterDecision,
  WaitlistOffer,
};
export type MailTemplates = typeof MAIL_TEMPLATES;
export type MailTemplateName = keyof MailTemplates;
export type MailTemplateProps<N extends MailTemplateName> = Parameters<MailTemplates[N]>[0];

/** The parts of html-to-text's formatter API that the label formatter uses. */
type TextBuilder = { addInline(text: string): void };
type ElementNode = { children: unknown[] };
type Walk = (nodes: unknown[], builder: TextBuilder) => void;

/** The isolated runs of a right-to-left mail keep their direction in its plain text too. */
const isolatedRunSelectors = [
  {
    selector: "span[dir=ltr]",
    format: "isolated",
    options: { mark: PLAIN_TEXT_ISOLATES.leftToRight },
  },
  { selector: "bdi", format: "isolated", options: { mark: PLAIN_TEXT_ISOLATES.firstStrong } },
];

/** The plain-text conversion, with the label separator of the mail's language ("Titre : Dr"). */
const plainTextOptions = (labelSeparator: string, rightToLeft: boolean) => ({
  // Abstracts and messages keep the line breaks their authors typed.
  preserveNewlines: true,
  formatters: {
    detailLabel(element: ElementNode, walk: Walk, builder: TextBuilder) {
      walk(element.children, builder);
      builder.addInline(labelSeparator);
    },
    isolated(element: ElementNode, walk: Walk, builder: TextBuilder, format: { mark?: string }) {
      builder.addInline(format.mark ?? "");
      walk(element.children, builder);
      builder.addInline(PLAIN_TEXT_ISOLATES.end);
    },
  },
  selectors: [
    // A label/value row of DetailsTable reads "Titre : Dr" on one line.
    {
      selector: "tr.mail-detail",
      format: "block",
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: "td.mail-detail-label", format: "detailLabel" },
    { selector: "td.mail-detail-value", format: "inline" },
    ...["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })),
    ...(rightToLeft ? isolatedRunSelectors : []),
  ],
});

const PLAIN_TEXT_OPTIONS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    plainTextOptions(
      delegateMailTexts(locale).layout.labelSeparator,
      localeDirection(locale) === "rtl",
    ),
  ]),
) as Record<Locale, ReturnType<typeof plainTextOptions>>;

/**
 * A mail's two bodies from one template: the HTML, and the plain text converted from that HTML
 * (what `render(…, { plainText: true })` does, without rendering the tree twice).
 */
export async function renderTemplate<N extends MailTemplateName>(
  name: N,
  props: MailTemplateProps<N>,
): Promise<{ html: string; text: string }> {
  // The name ties the props to the template; TypeScript cannot follow that through the index.
  const template = MAIL_TEMPLATES[name] as FunctionComponent<object>;
  const rendered = await render(createElement(template, props));
  const language = mailLanguageOf(props as { language?: unknown });
  const html = localeDirection(language) === "rtl" ? isolateLeftToRight(rendered) : rendered;
  return { html, text: toPlainText(html, PLAIN_TEXT_OPTIONS[language]) };
}
