import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StaffRole } from "@congres/shared";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ClosingTimeDefaults } from "./config/closing-time-env.ts";
import {
  DEFAULT_INVOICE_ISSUER,
  DEFAULT_PROGRAMME_POLL_MS,
  DEFAULT_PUBLIC_WRITE_LIMITS,
  DEFAULT_SIGN_IN_LIMIT_PER_MINUTE,
  DEFAULT_SPACE_LINKS_PER_EMAIL_PER_HOUR,
  DEFAULT_TOKEN_REQUESTS_PER_MINUTE,
  DEFAULT_VERIFICATIONS_PER_MINUTE,
  type InvoiceIssuer,
  type PublicWriteLimits,
} from "./config.ts";
import type { Db } from "./db/connection.ts";
import { registrationExtras } from "./modules/payments/registration-extras.ts";
import { ProgrammePdfs } from "./modules/programme/programme-print.ts";
import { databaseProgrammeSource } from "./modules/programme/programme-publications.ts";
import type { ProgrammeRoutesOptions } from "./modules/programme/programme-routes.ts";
import type { PublishedProgrammeSource } from "./modules/programme/published-source.ts";
import { delegateSessions } from "./modules/space/delegate-session.ts";
import { SPACE_LINK_ANSWER_FLOOR_MS } from "./modules/space/space-sign-in-routes.ts";
import { defaultRequiredRoles } from "./modules/staff/two-factor.ts";
import { TwoFactorBox } from "./modules/staff/two-factor-box.ts";
import { WebhookSecrets } from "./modules/webhooks/webhook-secrets.ts";
import { addressLimits } from "./plugins/address-limits.ts";
import { bearerTokens } from "./plugins/bearer-tokens.ts";
import { csrfProtection } from "./plugins/csrf.ts";
import { answerClientError, answerFrameworkError } from "./plugins/error-answers.ts";
import { errorHandler } from "./plugins/error-handler.ts";
import { openapi } from "./plugins/openapi.ts";
import { publishedProgrammePages } from "./plugins/published-programme-pages.ts";
import { withPrivateRequestLog } from "./plugins/request-log.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { sessionSupport } from "./plugins/session.ts";
import { staffRoles } from "./plugins/staff-roles.ts";
import { builtFilesFirst, loadBuiltSite, staticSite } from "./plugins/static-site.ts";
import { registerRoutes } from "./routes.ts";
import type { FileStore } from "./services/files/file-store.ts";
import { fileStoreFor } from "./services/files/file-store-for.ts";
import type { MailService } from "./services/mail/mail-service.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    mail: MailService;
    /** The time the app acts at: closing times and audit lines (tests inject their own). */
    clock: () => Date;
    closingTimeDefaults: ClosingTimeDefaults;
    /** Encrypts and decrypts staff's TOTP secrets (decisions 0045, 0055). */
    twoFactorSecrets: TwoFactorBox;
    /** Seals and opens the webhooks' signing secrets, from the same key (decision 0079). */
    webhookSecrets: WebhookSecrets;
    /** The roles 2FA is required for while the setting was never written (decision 0055). */
    twoFactorDefaultRoles: readonly StaffRole[];
    /** Where uploaded files' bytes live (decision 0074): a folder, or PostgreSQL's rows. */
    fileStore: FileStore;
    /** Where an upload is written while it arrives and is checked, before the store takes it. */
    incomingFolder: string;
  }
}

export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * How long a client may hold a connection (milliseconds): a slow or stalled client is cut off
 * instead of keeping a socket, and its memory, forever. See docs/decisions/0011.
 */
export type ServerTimeouts = {
  /** The whole request, headers and body, must arrive within this time (else 408). */
  requestMs: number;
  /** The headers alone must arrive within this time (slowloris). */
  headersMs: number;
  /** A socket with no traffic at all in either direction is closed after this time. */
  idleSocketMs: number;
  /** An idle keep-alive connection waits this long for the next request. */
  keepAliveMs: number;
  /** How often Node looks for requests past `requestMs` / `headersMs`. */
  checkIntervalMs: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  idleSocketMs: 60_000,
  // Longer than the 60 s idle timeout of nginx / load balancers: the proxy closes first, so it
  // never reuses a connection the server is closing.
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
};

/** A hop count (`true` = 1), or the addresses / CIDRs of the trusted proxies; see config.ts. */
export type TrustProxyOption = boolean | number | string | string[];

/**
 * Fastify ignores a bare hop count (it cannot check the nearest peer), so the hops are counted
 * here: only the addresses appended by the `hops` nearest proxies are believed, never the
 * left-most values a client may write itself.
 */
function fastifyTrustProxy(option: TrustProxyOption | undefined) {
  if (option === undefined || option === false || option === 0) return false;
  if (typeof option === "string" || Array.isArray(option)) return option;
  const hops = option === true ? 1 : option;
  return (_address: string, hop: number) => hop < hops;
}

export type AppOptions = {
  db: Db;
  /** Queues the delegates' and staff's mails; the worker that delivers them runs beside the app. */
  mail: MailService;
  /** The built web app to serve; without it the server answers the API only (API tests). */
  webRoot?: string | undefined;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: TrustProxyOption;
  /** Shorter limits for tests; SERVER_TIMEOUTS otherwise. */
  timeouts?: Partial<ServerTimeouts>;
  /** The real time by default; tests move their own clock past a closing time. */
  clock?: () => Date;
  /** Closing times from the environment (REGISTRATIONS_CLOSE_AT, SUBMISSIONS_CLOSE_AT). */
  closingTimeDefaults?: ClosingTimeDefaults;
  /** The organiser's identifiers on invoices; DEFAULT_INVOICE_ISSUER otherwise. */
  invoiceIssuer?: InvoiceIssuer;
  /** Per-address limits on the public writes; DEFAULT_PUBLIC_WRITE_LIMITS otherwise. */
  publicWriteLimits?: PublicWriteLimits;
  /** Sign-in steps from one address a minute; DEFAULT_SIGN_IN_LIMIT_PER_MINUTE otherwise. */
  signInLimitPerMinute?: number;
  /** Sign-in links to « Mon espace » one address may receive an hour; 5 otherwise (0068). */
  spaceLinksPerEmailPerHour?: number;
  /**
   * The least time a « Mon espace » link request takes to answer, known address or not;
   * SPACE_LINK_ANSWER_FLOOR_MS otherwise (0068). Tests not about that timing set 0.
   */
  spaceLinkAnswerFloorMs?: number;
  /** Document checks from one address a minute; DEFAULT_VERIFICATIONS_PER_MINUTE otherwise. */
  verificationsPerMinute?: number;
  /** Requests one API token may send a minute; DEFAULT_TOKEN_REQUESTS_PER_MINUTE otherwise. */
  tokenRequestsPerMinute?: number;
  /**
   * The key sealing staff's TOTP secrets and the webhooks' (TWO_FACTOR_KEY or the development key
   * file); a random key of this app's own otherwise (API tests).
   */
  twoFactorKey?: string;
  /** TWO_FACTOR_PREVIOUS_KEYS: still opened, never used to seal. */
  twoFactorPreviousKeys?: readonly string[];
  /** NODE_ENV=production at run time (config.ts): 2FA required for admins by default. */
  production?: boolean;
  /**
   * The published programme (issue #24), which the public pages (decision 0050), the iCalendar and
   * the PDF (decision 0051) follow: the database's publications unless a test gives another.
   */
  programmeSource?: PublishedProgrammeSource;
  /** How often this server asks `programmeSource` for a newer version; PROGRAMME_POLL_MS otherwise. */
  programmePollMs?: number;
  /** The printed programmes this server keeps; a new set by default (tests count its renders). */
  programmePdfs?: ProgrammePdfs;
  /** WEBHOOK_ALLOWED_ADDRESSES: the addresses a webhook's `http://` URL may name (decision 0079). */
  webhookAllowedAddresses?: readonly string[];
  /** Called after each publication of the programme, once this server's pages show it. */
  onProgrammePublished?: ProgrammeRoutesOptions["onPublished"];
  /** Sees every route as it is registered, before any plugin (the OpenAPI coverage test). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The folder of the authors' uploads (DATA_DIR/uploads): `files/` holds them on SQLite,
   * `incoming/` those still arriving. A temporary folder of this app's own otherwise (API tests).
   */
  uploadsFolder?: string;
};

/** Third-party plugins, then ours, then the routes (fastify/demo's order). */
export async function buildApp(options: AppOptions) {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const site = options.webRoot ? loadBuiltSite(options.webRoot) : undefined;
  const app = Fastify({
    logger: withPrivateRequestLog(options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleSocketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { connectionsCheckingInterval: timeouts.checkIntervalMs },
    // Answers given before any route or hook: French, with the security headers.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // The built site's files are answered before Fastify (static-site.ts, decision 0016).
    serverFactory: builtFilesFirst(site),
  });
  app.server.headersTimeout = timeouts.headersMs;
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  // Decision 0005 promises 415 to anything but JSON; Fastify would otherwise read text/plain.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", options.db);
  app.decorate("mail", options.mail);
  app.decorate("clock", options.clock ?? (() => new Date()));
  app.decorate("closingTimeDefaults", options.closingTimeDefaults ?? {});
  const secretsKey = options.twoFactorKey ?? randomBytes(32).toString("base64");
  app.decorate("twoFactorSecrets", new TwoFactorBox(secretsKey, options.twoFactorPreviousKeys));
  app.decorate("webhookSecrets", new WebhookSecrets(secretsKey, options.twoFactorPreviousKeys));
  app.decorate("twoFactorDefaultRoles", defaultRequiredRoles(options.production ?? false));
  // A registration's detail, for the workflows whose webhook events carry it (decision 0079).
  app.decorate("registrationExtras", registrationExtras);
  const uploads = options.uploadsFolder ?? mkdtempSync(join(tmpdir(), "congres-uploads-"));
  // A folder of its own (no DATA_DIR given: API tests, benches) goes with the app.
  if (!options.uploadsFolder) {
    app.addHook("onClose", async () => rm(uploads, { recursive: true, force: true }));
  }
  app.decorate("fileStore", fileStoreFor(options.db, join(uploads, "files")));
  app.decorate("incomingFolder", join(uploads, "incoming"));

  await app.register(fastifyCookie);
  // First of ours: it describes every route added after it, the plugins' own included.
  await app.register(openapi);

  await app.register(errorHandler);
  await app.register(securityHeaders);
  // A bearer request is the token's alone: before the session, which then reads no cookie of it.
  await app.register(bearerTokens);
  // Session first: the CSRF check binds the token of a signed-in request to its live session.
  await app.register(sessionSupport);
  // The delegate's session beside the staff's (decision 0068): the CSRF check binds to both.
  await app.register(delegateSessions);
  // Right after the session: a role that may not call a route is refused before anything else.
  await app.register(staffRoles);
  await app.register(csrfProtection);
  await app.register(addressLimits, {
    publicWrites: options.publicWriteLimits ?? DEFAULT_PUBLIC_WRITE_LIMITS,
    signInPerMinute: options.signInLimitPerMinute ?? DEFAULT_SIGN_IN_LIMIT_PER_MINUTE,
    verificationsPerMinute: options.verificationsPerMinute ?? DEFAULT_VERIFICATIONS_PER_MINUTE,
    tokenRequestsPerMinute: options.tokenRequestsPerMinute ?? DEFAULT_TOKEN_REQUESTS_PER_MINUTE,
    db: options.db,
  });

  const programmeSource = options.programmeSource ?? databaseProgrammeSource(options.db);
  // Created here, stopped here: the routes lay the printed programme out with it.
  const programmePdfs = options.programmePdfs ?? new ProgrammePdfs(app.mail.settings.edition);
  app.addHook("onClose", async () => programmePdfs.stop());
  await registerRoutes(app, {
    spaceSignIn: {
      linksPerEmailPerHour:
        options.spaceLinksPerEmailPerHour ?? DEFAULT_SPACE_LINKS_PER_EMAIL_PER_HOUR,
      answerFloorMs: options.spaceLinkAnswerFloorMs ?? SPACE_LINK_ANSWER_FLOOR_MS,
    },
    webhookAllowedAddresses: options.webhookAllowedAddresses ?? [],
    invoiceIssuer: options.invoiceIssuer ?? DEFAULT_INVOICE_ISSUER,
    programmeSource,
    programmePdfs,
    onProgrammePublished: options.onProgrammePublished,
  });

  if (site) await app.register(staticSite, { site });
  await app.register(publishedProgrammePages, {
    site,
    source: programmeSource,
    pollMs: options.programmePollMs ?? DEFAULT_PROGRAMME_POLL_MS,
  });
  return app;
}
