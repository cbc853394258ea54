import { type Kysely, type Migration, Migrator } from "kysely";
import * as initial from "./migrations/2025-06-01-initial.ts";
import * as adminSearch from "./migrations/2025-07-01-admin-search-and-login-attempts.ts";
import * as outbox from "./migrations/2025-08-01-references-and-outbox.ts";
import * as loginReservation from "./migrations/2025-09-01-login-attempts-reservation.ts";
import * as searchIndex from "./migrations/2025-10-01-search-index.ts";
import * as registrationPayments from "./migrations/2025-10-10-registration-payments.ts";
import * as deferredMail from "./migrations/2025-10-12-deferred-mail-and-registration-email.ts";
import * as auditSearch from "./migrations/2025-10-20-audit-search.ts";
import * as bankStatements from "./migrations/2025-11-01-bank-statements.ts";
import * as receipts from "./migrations/2025-11-02-receipts.ts";
import * as submissionDecisions from "./migrations/2025-11-03-submission-decisions.ts";
import * as listFilters from "./migrations/2025-11-04-list-filters.ts";
import * as correctionsAndErasure from "./migrations/2025-11-05-corrections-and-erasure.ts";
import * as dashboardAndLastSignIn from "./migrations/2025-11-06-dashboard-and-last-sign-in.ts";
import * as languages from "./migrations/2025-11-07-languages.ts";
import * as auditActorIndex from "./migrations/2025-11-08-audit-actor-index.ts";
import * as referencesSearched from "./migrations/2025-11-09-references-searched.ts";
import * as latinNames from "./migrations/2025-11-10-latin-names.ts";
import * as rateLimitCounters from "./migrations/2025-11-11-rate-limit-counters.ts";
import * as staffRoles from "./migrations/2025-11-12-staff-roles.ts";
import * as invitations from "./migrations/2025-11-14-invitations-and-device-cookies.ts";
import * as twoFactor from "./migrations/2025-11-15-two-factor.ts";
import * as peerReview from "./migrations/2025-11-16-peer-review.ts";
import * as checkIns from "./migrations/2025-11-17-check-ins.ts";
import * as mailings from "./migrations/2025-11-18-mailings.ts";
import * as programme from "./migrations/2025-11-19-programme.ts";
import * as mailSecretsAndCodeFailures from "./migrations/2025-11-22-mail-secrets-and-code-failures.ts";
import * as auditActionActorIndex from "./migrations/2025-11-23-audit-action-actor-index.ts";
import * as deskLookups from "./migrations/2025-11-24-desk-lookups.ts";
import * as reviewRevision from "./migrations/2025-11-25-review-revision.ts";
import * as delegateSpace from "./migrations/2025-11-26-delegate-space.ts";
import * as cancellationRequests from "./migrations/2025-11-27-cancellation-requests.ts";
import * as visaLetters from "./migrations/2025-11-28-visa-letters-and-verification.ts";
import * as spaceSubmissions from "./migrations/2025-11-29-space-submissions.ts";
import * as submissionFiles from "./migrations/2025-11-30-submission-files.ts";
import * as registrationOptions from "./migrations/2025-12-01-registration-options.ts";
import * as groupOrdersAndInvoices from "./migrations/2025-12-02-group-orders-and-invoices.ts";
import * as apiTokens from "./migrations/2025-12-03-api-tokens.ts";
import * as webhooks from "./migrations/2025-12-04-webhooks.ts";
import {
  type WebhookSecretSealing,
  webhookSecretsSealed,
} from "./migrations/2025-12-07-webhook-secrets-sealed.ts";

/** What a migration needs besides the database: the webhooks' sealing, which holds the key. */
export type MigrationKeys = { webhookSecrets?: WebhookSecretSealing };

/**
 * Every migration, in order. Listed by hand so that they run the same from source or a bundle.
 * Without `keys`, a database holding webhooks cannot pass 2025-12-07 (the tests' empty ones can).
 */
export const migrationsWith = (keys: MigrationKeys = {}): Record<string, Migration> => ({
  "2025-06-01-initial": initial,
  "2025-07-01-admin-search-and-login-attempts": adminSearch,
  "2025-08-01-references-and-outbox": outbox,
  "2025-09-01-login-attempts-reservation": loginReservation,
  "2025-10-01-search-index": searchIndex,
  "2025-10-10-registration-payments": registrationPayments,
  "2025-10-12-deferred-mail-and-registration-email": deferredMail,
  "2025-10-20-audit-search": auditSearch,
  "2025-11-01-bank-statements": bankStatements,
  "2025-11-02-receipts": receipts,
  "2025-11-03-submission-decisions": submissionDecisions,
  "2025-11-04-list-filters": listFilters,
  "2025-11-05-corrections-and-erasure": correctionsAndErasure,
  "2025-11-06-dashboard-and-last-sign-in": dashboardAndLastSignIn,
  "2025-11-07-languages": languages,
  "2025-11-08-audit-actor-index": auditActorIndex,
  "2025-11-09-references-searched": referencesSearched,
  "2025-11-10-latin-names": latinNames,
  "2025-11-11-rate-limit-counters": rateLimitCounters,
  "2025-11-12-staff-roles": staffRoles,
  "2025-11-14-invitations-and-device-cookies": invitations,
  "2025-11-15-two-factor": twoFactor,
  "2025-11-16-peer-review": peerReview,
  "2025-11-17-check-ins": checkIns,
  "2025-11-18-mailings": mailings,
  "2025-11-19-programme": programme,
  "2025-11-22-mail-secrets-and-code-failures": mailSecretsAndCodeFailures,
  "2025-11-23-audit-action-actor-index": auditActionActorIndex,
  "2025-11-24-desk-lookups": deskLookups,
  "2025-11-25-review-revision": reviewRevision,
  "2025-11-26-delegate-space": delegateSpace,
  "2025-11-27-cancellation-requests": cancellationRequests,
  "2025-11-28-visa-letters-and-verification": visaLetters,
  "2025-11-29-space-submissions": spaceSubmissions,
  "2025-11-30-submission-files": submissionFiles,
  "2025-12-01-registration-options": registrationOptions,
  "2025-12-02-group-orders-and-invoices": groupOrdersAndInvoices,
  "2025-12-03-api-tokens": apiTokens,
  "2025-12-04-webhooks": webhooks,
  "2025-12-07-webhook-secrets-sealed": webhookSecretsSealed(keys.webhookSecrets),
});

export const migrations = migrationsWith();

/**
 * Migrates `db` to the latest version. The server and `npm run admin` pass the key; without it
 * (tests, benches, backups) only a database holding no webhook passes 2025-12-07, and one that
 * holds some stops there with nothing written.
 */
export async function migrateToLatest(db: Kysely<any>, keys: MigrationKeys = {}): Promise<void> {
  const all = migrationsWith(keys);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => all } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Échec de la migration ${failed?.migrationName ?? ""}`.trim(), {
      cause: error,
    });
  }
}
