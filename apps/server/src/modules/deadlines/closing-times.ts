import {
  type AdminDeadline,
  CLOSING_TIME_SETTINGS,
  type ClosableForm,
  type PublicDeadline,
} from "@congres/shared";
import type { FastifyInstance, preValidationHookHandler } from "fastify";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { readSetting, type StoredSetting } from "../settings/settings-repository.ts";

/**
 * How long the public writes trust a closing time read from the database (decision 0031). A
 * change made through this process is seen at once (its answer reads the setting afresh, which
 * refreshes the copy); one made through another server process, within this delay. Whether the
 * form is open is still decided against the clock at every request.
 */
export const CLOSING_TIME_TRUSTED_MS = 1000;

type ReadSetting = { setting: StoredSetting | undefined; read: number; readAt: number };

/** Per database (the same object in every plugin context of one app), per form. */
const lastRead = new WeakMap<object, Map<ClosableForm, ReadSetting>>();
let reads = 0;

async function readClosingSetting(app: FastifyInstance, form: ClosableForm) {
  const read = ++reads;
  const readAt = performance.now();
  const setting = await readSetting(app.db, CLOSING_TIME_SETTINGS[form]);
  const forms = lastRead.get(app.db) ?? new Map<ClosableForm, ReadSetting>();
  lastRead.set(app.db, forms);
  // A read begun before the one kept (so perhaps before a change) does not replace it.
  if ((forms.get(form)?.read ?? 0) < read) forms.set(form, { setting, read, readAt });
  return setting;
}

async function recentClosingSetting(app: FastifyInstance, form: ClosableForm) {
  const kept = lastRead.get(app.db)?.get(form);
  const age = kept ? performance.now() - kept.readAt : Number.POSITIVE_INFINITY;
  if (kept && age >= 0 && age < CLOSING_TIME_TRUSTED_MS) return kept.setting;
  return readClosingSetting(app, form);
}

function deadlineOf(
  app: FastifyInstance,
  form: ClosableForm,
  setting: StoredSetting | undefined,
): AdminDeadline {
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

/** The closing time in force for `form`, where it comes from, and whether the form is open. */
export async function closingTimeOf(
  app: FastifyInstance,
  form: ClosableForm,
): Promise<AdminDeadline> {
  return deadlineOf(app, form, await readClosingSetting(app, form));
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
    // Read at most once a second: every public write reading the settings row would cost a
    // query, and on SQLite end the group commit of the writes around it.
    const { closes_at, open } = deadlineOf(this, form, await recentClosingSetting(this, form));
    if (open || closes_at === null) return;
    const contact = this.mail.settings.edition.contact.email;
    const { formClosed } = ANSWER_MESSAGES[requestLocale(request)];
    return reply.code(403).send({ message: formClosed(form, closes_at, contact) });
  };
}
