import type { Edition } from "@congres/shared";
import { createElement, type ReactElement } from "react";
import type { MailDraft, MailTemplateData, PendingMail } from "./mail-draft.ts";
import { renderMail } from "./render-mail.ts";
import { ContactAcknowledgement } from "./templates/contact-acknowledgement.tsx";
import { RegistrationConfirmation } from "./templates/registration-confirmation.tsx";
import { StaffNotification } from "./templates/staff-notification.tsx";
import { SubmissionAcknowledgement } from "./templates/submission-acknowledgement.tsx";

function elementOf(data: MailTemplateData, edition: Edition): ReactElement {
  switch (data.template) {
    case "registration_confirmation":
      return createElement(RegistrationConfirmation, { ...data, edition });
    case "submission_acknowledgement":
      return createElement(SubmissionAcknowledgement, { ...data, edition });
    case "contact_acknowledgement":
      return createElement(ContactAcknowledgement, { ...data, edition });
    case "staff_notification":
      return createElement(StaffNotification, { ...data, edition });
  }
}

/** The HTML and text bodies of a queued mail, from the data stored with it. */
export const renderTemplate = (data: MailTemplateData, edition: Edition) =>
  renderMail(elementOf(data, edition));

/** A pending mail as it will be sent. */
export async function renderPending(mail: PendingMail, edition: Edition): Promise<MailDraft> {
  const { data, ...envelope } = mail;
  return { ...envelope, ...(await renderTemplate(data, edition)) };
}
