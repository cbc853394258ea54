import type { Edition } from "@congres/shared";
import type { MailDraft, MailTemplateData, PendingMail } from "./mail-draft.ts";
import { renderMail } from "./render-mail.ts";

/**
 * The HTML and text bodies of a queued mail, from the data stored with it; React Email is loaded
 * with the first mail (decision 0016), and only the worker or an admin preview gets here.
 */
export function renderTemplate(data: MailTemplateData, edition: Edition) {
  const { template, ...props } = data;
  switch (template) {
    case "registration_confirmation":
      return renderMail("RegistrationConfirmation", { ...(props as typeof data), edition });
    case "submission_acknowledgement":
      return renderMail("SubmissionAcknowledgement", { ...(props as typeof data), edition });
    case "contact_acknowledgement":
      return renderMail("ContactAcknowledgement", { ...(props as typeof data), edition });
    case "staff_notification":
      return renderMail("StaffNotification", { ...(props as typeof data), edition });
    // A placement mail is a reviewed text under a heading, laid out as a decision is.
    case "programme_placement":
    case "submission_decision": {
      const { heading, body, language } = props as Extract<
        typeof data,
        { template: typeof template }
      >;
      return renderMail("SubmissionDecision", { heading, body, edition, language });
    }
    case "payment_receipt":
      return renderMail("PaymentReceipt", { ...(props as typeof data), edition });
    case "payment_receipt_cancellation":
      return renderMail("PaymentReceiptCancellation", { ...(props as typeof data), edition });
    case "attendance_certificate":
      return renderMail("AttendanceCertificate", { ...(props as typeof data), edition });
    case "visa_letter_decision":
      return renderMail("VisaLetterDecision", { ...(props as typeof data), edition });
    case "staff_account_link":
      return renderMail("AccountLink", { ...(props as typeof data), edition });
    case "space_link":
      return renderMail("SpaceLink", { ...(props as typeof data), edition });
    case "waitlist_offer":
      return renderMail("WaitlistOffer", { ...(props as typeof data), edition });
    case "staff_account_notice":
      return renderMail("AccountNotice", { ...(props as typeof data), edition });
    case "review_notice":
      return renderMail("ReviewNotice", { ...(props as typeof data), edition });
    case "registration_cancellation":
      return renderMail("RegistrationCancellation", { ...(props as typeof data), edition });
    case "mailing":
      return renderMail("Mailing", { ...(props as typeof data), edition });
  }
}

/** A pending mail as it will be sent. */
export async function renderPending(mail: PendingMail, edition: Edition): Promise<MailDraft> {
  const { data, ...envelope } = mail;
  return { ...envelope, ...(await renderTemplate(data, edition)) };
}
