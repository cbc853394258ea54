import type { FastifyInstance } from "fastify";
import type { InvoiceIssuer } from "./config.ts";
import { apiTokenRoutes } from "./modules/api-tokens/api-token-routes.ts";
import { badgeRoutes } from "./modules/attendance/badge-routes.ts";
import { certificateRoutes } from "./modules/attendance/certificate-routes.ts";
import { bankImportRoutes } from "./modules/bank-import/bank-import-routes.ts";
import { bookRoutes } from "./modules/book/book-routes.ts";
import { cancellationAdminRoutes } from "./modules/cancellations/cancellation-admin-routes.ts";
import { cancellationRoutes } from "./modules/cancellations/cancellation-routes.ts";
import { checkInRoutes } from "./modules/check-in/check-in-routes.ts";
import { contactRoutes } from "./modules/contacts/contact-routes.ts";
import { contactsAdminRoutes } from "./modules/contacts/contacts-admin-routes.ts";
import { correctionRoutes } from "./modules/corrections/correction-routes.ts";
import { metricsRoutes } from "./modules/dashboard/metrics-routes.ts";
import { statsRoutes } from "./modules/dashboard/stats-routes.ts";
import { closingTimeRoutes } from "./modules/deadlines/closing-time-routes.ts";
import { deadlineRoutes } from "./modules/deadlines/deadline-routes.ts";
import { decisionRoutes } from "./modules/decisions/decision-routes.ts";
import { emailsAdminRoutes } from "./modules/emails/emails-admin-routes.ts";
import { groupRoutes } from "./modules/groups/group-routes.ts";
import { healthRoutes } from "./modules/health/health-routes.ts";
import { invoiceRoutes } from "./modules/invoices/invoice-routes.ts";
import { invoiceSpaceRoutes } from "./modules/invoices/invoice-space-routes.ts";
import { auditRoutes } from "./modules/journal/audit-routes.ts";
import { mailingRoutes } from "./modules/mailings/mailing-routes.ts";
import { deskPaymentRoutes } from "./modules/payments/desk-payment-routes.ts";
import { paymentRoutes } from "./modules/payments/payment-routes.ts";
import { registrationExtras } from "./modules/payments/registration-extras.ts";
import { personalDataRoutes } from "./modules/personal-data/personal-data-routes.ts";
import { presentationCertificateRoutes } from "./modules/presentation-certificates/presentation-certificate-routes.ts";
import { presenterAdminRoutes } from "./modules/presenters/presenter-admin-routes.ts";
import { programmeExportRoutes } from "./modules/programme/programme-export-routes.ts";
import type { ProgrammePdfs } from "./modules/programme/programme-print.ts";
import {
  type ProgrammeRoutesOptions,
  programmeRoutes,
} from "./modules/programme/programme-routes.ts";
import type { PublishedProgrammeSource } from "./modules/programme/published-source.ts";
import { receiptRoutes } from "./modules/receipts/receipt-routes.ts";
import { optionsAdminRoutes } from "./modules/registration-options/options-admin-routes.ts";
import { optionsRoutes } from "./modules/registration-options/options-routes.ts";
import { registrationLateEntryRoutes } from "./modules/registrations/registration-late-entry-routes.ts";
import { registrationRoutes } from "./modules/registrations/registration-routes.ts";
import { registrationsAdminRoutes } from "./modules/registrations/registrations-admin-routes.ts";
import { reviewAdminRoutes } from "./modules/reviews/review-admin-routes.ts";
import { reviewerRoutes } from "./modules/reviews/reviewer-routes.ts";
import { spaceHomeRoutes } from "./modules/space/space-home-routes.ts";
import {
  type SpaceRoutesOptions,
  spaceSessionRoutes,
} from "./modules/space/space-sign-in-routes.ts";
import { changeDeadlineSetting } from "./modules/space-registrations/change-deadline-routes.ts";
import { spaceRegistrationRoutes } from "./modules/space-registrations/space-registration-routes.ts";
import { authorChangesAdminRoutes } from "./modules/space-submissions/author-changes-admin-routes.ts";
import { spaceSubmissionRoutes } from "./modules/space-submissions/space-submission-routes.ts";
import { accountLinkRoutes } from "./modules/staff/account-link-routes.ts";
import { accountRoutes } from "./modules/staff/account-routes.ts";
import { accountSessionRoutes } from "./modules/staff/account-session-routes.ts";
import { authRoutes } from "./modules/staff/auth-routes.ts";
import { twoFactorAccountRoutes } from "./modules/staff/two-factor-account-routes.ts";
import { twoFactorAdminRoutes } from "./modules/staff/two-factor-admin-routes.ts";
import { userAdminRoutes } from "./modules/staff/user-admin-routes.ts";
import { submissionFileSpaceRoutes } from "./modules/submission-files/submission-file-space-routes.ts";
import {
  fileDeadlineSetting,
  submissionFilesAdminRoutes,
} from "./modules/submission-files/submission-files-admin-routes.ts";
import { submissionLateEntryRoutes } from "./modules/submissions/submission-late-entry-routes.ts";
import { submissionRoutes } from "./modules/submissions/submission-routes.ts";
import { submissionsAdminRoutes } from "./modules/submissions/submissions-admin-routes.ts";
import { verificationRoutes } from "./modules/verification/verification-routes.ts";
import { visaLetterAdminRoutes } from "./modules/visa-letters/visa-letter-admin-routes.ts";
import { visaLetterSpaceRoutes } from "./modules/visa-letters/visa-letter-space-routes.ts";
import { webhookRoutes } from "./modules/webhooks/webhook-routes.ts";

/** What the routes are given, app.ts having resolved each default (see its `AppOptions`). */
export type RoutesOptions = {
  spaceSignIn: SpaceRoutesOptions;
  webhookAllowedAddresses: readonly string[];
  invoiceIssuer: InvoiceIssuer;
  /** The published programme the exports read (the public pages read it too: app.ts). */
  programmeSource: PublishedProgrammeSource;
  programmePdfs: ProgrammePdfs;
  onProgrammePublished: ProgrammeRoutesOptions["onPublished"];
};

/**
 * Every route of ours, in its order of registration: app.ts calls this after the plugins (the
 * guards, hooks and limits each route relies on) and before the site's pages (fastify/demo's
 * order). A new route is added here.
 */
export async function registerRoutes(app: FastifyInstance, options: RoutesOptions): Promise<void> {
  await app.register(healthRoutes);
  await app.register(registrationRoutes);
  await app.register(optionsRoutes);
  await app.register(optionsAdminRoutes);
  await app.register(submissionRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(metricsRoutes);
  await app.register(statsRoutes);
  await app.register(submissionsAdminRoutes);
  await app.register(registrationsAdminRoutes, { extras: registrationExtras });
  await app.register(contactsAdminRoutes);
  await app.register(userAdminRoutes);
  await app.register(accountRoutes);
  await app.register(accountLinkRoutes);
  await app.register(emailsAdminRoutes);
  await app.register(paymentRoutes);
  await app.register(registrationLateEntryRoutes);
  await app.register(submissionLateEntryRoutes);
  await app.register(auditRoutes);
  await app.register(correctionRoutes);
  await app.register(personalDataRoutes);
  await app.register(deadlineRoutes);
  await app.register(bankImportRoutes);
  await app.register(decisionRoutes);
  await app.register(bookRoutes);
  await app.register(receiptRoutes);
  await app.register(badgeRoutes);
  await app.register(certificateRoutes);
  await app.register(checkInRoutes);
  await app.register(cancellationAdminRoutes);
  await app.register(closingTimeRoutes, changeDeadlineSetting);
  await app.register(authorChangesAdminRoutes);
  await app.register(presenterAdminRoutes);
  await app.register(deskPaymentRoutes);
  await app.register(twoFactorAccountRoutes);
  await app.register(twoFactorAdminRoutes);
  await app.register(accountSessionRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(reviewerRoutes);
  await app.register(mailingRoutes);
  await app.register(spaceSessionRoutes, options.spaceSignIn);
  await app.register(spaceHomeRoutes);
  await app.register(spaceRegistrationRoutes);
  await app.register(spaceSubmissionRoutes);
  await app.register(presentationCertificateRoutes);
  await app.register(cancellationRoutes);
  await app.register(visaLetterAdminRoutes);
  await app.register(verificationRoutes);
  await app.register(visaLetterSpaceRoutes);
  await app.register(apiTokenRoutes);
  await app.register(webhookRoutes, { allowedAddresses: options.webhookAllowedAddresses });
  await app.register(groupRoutes);
  await app.register(invoiceRoutes, { issuer: options.invoiceIssuer });
  await app.register(invoiceSpaceRoutes, { issuer: options.invoiceIssuer });
  await app.register(submissionFilesAdminRoutes);
  await app.register(closingTimeRoutes, fileDeadlineSetting);
  await app.register(submissionFileSpaceRoutes);
  const { programmeSource, programmePdfs } = options;
  await app.register(programmeExportRoutes, { source: programmeSource, pdfs: programmePdfs });
  await app.register(programmeRoutes, {
    // The publishing server shows the new version at once (the others within their poll).
    async onPublished(programme) {
      await app.programmePages?.refresh();
      programmePdfs.layOutSoon(programme, (error) =>
        app.log.error({ err: error }, "the printed programme failed"),
      );
      await options.onProgrammePublished?.(programme);
    },
  });
}
