import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Db } from "./db/connection.ts";
import { contactsAdminRoutes } from "./modules/admin/contacts-admin-routes.ts";
import { emailsAdminRoutes } from "./modules/admin/emails-admin-routes.ts";
import { metricsRoutes } from "./modules/admin/metrics-routes.ts";
import { registrationsAdminRoutes } from "./modules/admin/registrations-admin-routes.ts";
import { submissionsAdminRoutes } from "./modules/admin/submissions-admin-routes.ts";
import { authRoutes } from "./modules/auth/auth-routes.ts";
import { contactRoutes } from "./modules/contacts/contact-routes.ts";
import { healthRoutes } from "./modules/health/health-routes.ts";
import type { MailService } from "./modules/mail/mail-service.ts";
import { registrationRoutes } from "./modules/registrations/registration-routes.ts";
import { submissionRoutes } from "./modules/submissions/submission-routes.ts";
import { userAdminRoutes } from "./modules/users/user-admin-routes.ts";
import { csrfProtection } from "./plugins/csrf.ts";
import { errorHandler } from "./plugins/error-handler.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { sessionSupport } from "./plugins/session.ts";
import { staticSite } from "./plugins/static-site.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    mail: MailService;
  }
}

export const BODY_LIMIT_BYTES = 256 * 1024;

export type AppOptions = {
  db: Db;
  /** Queues the delegates' and staff's mails; the worker that delivers them runs beside the app. */
  mail: MailService;
  /** The built web app to serve; without it the server answers the API only (API tests). */
  webRoot?: string | undefined;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: boolean;
};

/** Third-party plugins, then ours, then the routes (fastify/demo's order). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", options.db);
  app.decorate("mail", options.mail);

  await app.register(fastifyCookie);

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(csrfProtection);
  await app.register(sessionSupport);

  await app.register(healthRoutes);
  await app.register(registrationRoutes);
  await app.register(submissionRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(metricsRoutes);
  await app.register(submissionsAdminRoutes);
  await app.register(registrationsAdminRoutes);
  await app.register(contactsAdminRoutes);
  await app.register(userAdminRoutes);
  await app.register(emailsAdminRoutes);

  if (options.webRoot) await app.register(staticSite, { root: options.webRoot });
  return app;
}
