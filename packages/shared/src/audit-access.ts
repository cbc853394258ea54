import type { AuditAction } from "./audit.ts";
import { mayAccess, type StaffAccess, type StaffRole } from "./staff-roles.ts";

/**
 * Who reads each Journal line (issue #36 item 4, decision 0057): the roles of the area the line
 * is about, named as the routes that write it name theirs. A role reads a line only where it may
 * open that area; a new action must be given one here (the type requires it).
 * - `office`: registrations, payments, receipts, contacts, bank statements, people's requests to
 *   export or erase their data, mailings (the committee opens only its own audiences' mailings,
 *   and a mailing's line does not always name its audience).
 * - `desk`: what the welcome desk does.
 * - `committee`: submissions, decisions, peer review (who reviews what, scores, recommendations)
 *   and the programme.
 * - `admin`: staff accounts, sign-ins and second factors — staff identities are not the office's.
 */
export const AUDIT_ACTION_ACCESS: Record<AuditAction, StaffAccess> = {
  "registration.create": "office",
  "registration.delete": "office",
  "registration.payment.mark_paid": "office",
  "registration.payment.waive": "office",
  "registration.payment.cancel": "office",
  "registration.payment.undo": "office",
  "registration.note.update": "office",
  "registration.update": "office",
  "registration.export": "office",
  "registration.erase": "office",
  "registration.receipt.issue": "office",
  "registration.receipt.cancel": "office",
  "registration.receipt.mail_withdraw": "office",
  "registration.receipt.cancel_notice": "office",
  "registration.certificates.send": "office",
  "registration.check_in.undo": "desk",
  "registration.self_update": "office",
  "registration.self_cancel": "office",
  "registration.payment.refund": "office",
  "registration.invoice.issue": "office",
  "registration.credit_note.issue": "office",
  "registration.invoices_export": "office",
  "registration.group.remove": "office",
  "registration.visa_letter.request": "office",
  "registration.visa_letter.approve": "office",
  "registration.visa_letter.refuse": "office",
  "registration.visa_letter.revoke": "office",
  "registration.list_export": "office",
  "submission.create": "committee",
  "submission.delete": "committee",
  "submission.update": "committee",
  // A person's request, answered by the office: the line holds the reference, who and when.
  "submission.export": "office",
  "submission.erase": "office",
  "submission.file_upload": "committee",
  "submission.decision": "committee",
  "submission.self_update": "committee",
  "submission.presentation_confirm": "committee",
  "submission.withdraw": "committee",
  "submission.presenter_link": "committee",
  "submission.unregistered_presenters_withdraw": "committee",
  "submission.decision_mail.send": "committee",
  "submission.list_export": "committee",
  "submission.reviewer.assign": "committee",
  "submission.reviewer.unassign": "committee",
  "submission.review.submit": "committee",
  "submission.review.reopen": "committee",
  "submission.review.conflict": "committee",
  "submission.programme_mail.send": "committee",
  "review.auto_assignment": "committee",
  "review.ranking_export": "committee",
  "user.review_profile": "committee",
  "contact.delete": "office",
  "contact.update": "office",
  "contact.export": "office",
  "contact.erase": "office",
  "contact.list_export": "office",
  "bank_import.confirm": "office",
  // Each setting has the access of its screen (AUDIT_SETTING_ACCESS); unnamed ones the admin's.
  "setting.update": "admin",
  "auth.sign_in": "admin",
  "auth.sign_out": "admin",
  "auth.sign_in_failed": "admin",
  "auth.sign_in_failed_unknown": "admin",
  "auth.two_factor_failed": "admin",
  "auth.recovery_code_used": "admin",
  "user.create": "admin",
  "user.delete": "admin",
  "user.role_change": "admin",
  "user.password.change": "admin",
  "user.password.reset": "admin",
  "user.invite": "admin",
  "user.invitation_resent": "admin",
  "user.password_reset_requested": "admin",
  "user.password_set": "admin",
  "user.two_factor_enabled": "admin",
  "user.two_factor_disabled": "admin",
  "user.two_factor_reset": "admin",
  "user.session_ended": "admin",
  "mailing.create": "office",
  "mailing.update": "office",
  "mailing.test": "office",
  "mailing.send": "office",
  "mailing.cancel": "office",
  "mailing.delete": "office",
  "programme.session.create": "committee",
  "programme.session.update": "committee",
  "programme.session.delete": "committee",
  "programme.item.create": "committee",
  "programme.item.update": "committee",
  "programme.item.delete": "committee",
  "programme.room.create": "committee",
  "programme.room.update": "committee",
  "programme.room.order": "committee",
  "programme.day.update": "committee",
  "programme.publish": "committee",
  "programme.restore": "committee",
  "programme.erase": "committee",
  "api_token.create": "admin",
  "api_token.revoke": "admin",
  "registration.check_in": "desk",
  // Webhooks carry registrations' and submissions' data out: the admin's, like API access.
  "webhook.create": "admin",
  "webhook.update": "admin",
  "webhook.delete": "admin",
  "webhook.ping": "admin",
  "webhook.resend": "admin",
  // « Tarifs et options » is the admin's alone (issue #40).
  "registration_options.fees": "admin",
  "registration_options.country_groups": "admin",
  "registration_options.addon.create": "admin",
  "registration_options.addon.update": "admin",
  "registration_options.addon.delete": "admin",
  "registration_options.promo_code.create": "admin",
  "registration_options.waitlist.order": "admin",
};

/**
 * `setting.update` lines by key (`entity_reference`): the access of the screen that sets it. The
 * keys are written out (deadlines.ts, which names the closing times', brings zod: not in facts);
 * journal-reads.test.ts checks them against the server's.
 */
export const AUDIT_SETTING_ACCESS: Readonly<Record<string, StaffAccess>> = {
  registrations_close_at: "office",
  submissions_close_at: "office",
  bank_import_mapping: "office",
  "check_in.cash_payments": "office",
  "certificates.recipients": "office",
  "registrations.change_deadline": "office",
  "visa_letters.unpaid": "office",
  review_settings: "committee",
  "submissions.presenter_registration_deadline": "committee",
  two_factor_required_roles: "admin",
};

/** The actions of the lines `role` reads: every one for the admin, `setting.update` if any key. */
export function auditActionsReadBy(role: StaffRole): AuditAction[] {
  const all = Object.keys(AUDIT_ACTION_ACCESS) as AuditAction[];
  if (mayAccess(role, "admin")) return all;
  const { actions, settings } = auditReadsOf(role);
  return all.filter(
    (action) => actions.includes(action) || (action === "setting.update" && settings.length > 0),
  );
}

/** The actions `role` reads (setting.update aside: by key) and the setting keys it reads. */
export function auditReadsOf(role: StaffRole): { actions: AuditAction[]; settings: string[] } {
  const actions = (Object.entries(AUDIT_ACTION_ACCESS) as [AuditAction, StaffAccess][])
    .filter(([action, access]) => action !== "setting.update" && mayAccess(role, access))
    .map(([action]) => action);
  const settings = Object.entries(AUDIT_SETTING_ACCESS)
    .filter(([, access]) => mayAccess(role, access))
    .map(([key]) => key);
  return { actions, settings };
}
