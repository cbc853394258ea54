import {
  type AdminDeadline,
  CLOSING_TIME_SETTINGS,
  type ClosableForm,
  type PublicDeadline,
} from "@congres/shared";
import type { FastifyInstance, preValidationHookHandler } from "fastify";
import { ANSWER_MESSAGES } from "../languages/answer-messages.ts";
import { requestLocale } from "../languages/request-locale.ts";
import { readSetting } from "../settings/settings-repository.ts";

/** The closing time in force for `form`, where it comes from, and whether the form is open. */
export async function closingTimeOf(
  app: FastifyInstance,
  form: ClosableForm,
): Promise<AdminDeadline> {
  const setting = await readSetting(app.db, CLOSING_TIME_SETTINGS[form]);
  const environment = app.closingTimeDefaults[form] ?? null;
  const closesAt = setting?.value ?? environment;
  return {
    form,
    closes_at: closesAt,
    open: closesAt === null || app.clock().getTime() < Date.parse(closesAt),
    source: setting ? "admin" : environment ? "environment" : "none",
    environment_value: environment,
    updated_at: setting?.updated_at ?? null,
    updated_by: setting?.updated_by_email ?? null,
  };
}

export async function publicDeadline(
  app: FastifyInstance,
  form: ClosableForm,
): Promise<PublicDeadline> {
  const { closes_at, open } = await closingTimeOf(app, form);
  return { closes_at, open };
}

/**
 * Refuses a public write once its form's closing time has passed: 403 with the reason in the
 * visitor's language, before the body is even validated (a late, invalid form learns first that
 * it is closed).
 */
export function refuseWhenClosed(form: ClosableForm): preValidationHookHandler {
  return async function closedForm(this: FastifyInstance, request, reply) {
    const { closes_at, open } = await closingTimeOf(this, form);
    if (open || closes_at === null) return;
    const contact = this.mail.settings.edition.contact.email;
    const { formClosed } = ANSWER_MESSAGES[requestLocale(request)];
    return reply.code(403).send({ message: formClosed(form, closes_at, contact) });
  };
}
