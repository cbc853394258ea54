import type { FastifyInstance, preValidationHookHandler } from "fastify";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { delegateRegistration } from "../registrations/registration-self-service.ts";

/**
 * `/api/space/registrations/:id…`: 404 in the delegate's language, before the body is even
 * validated, unless the registration exists and its e-mail is hers — another person's id and an
 * unknown id answer alike, so ids tell nothing (issue #38). The route's workflow reads it again
 * in its transaction.
 */
export const ownRegistrationOnly: preValidationHookHandler = async function ownRegistration(
  this: FastifyInstance,
  request,
  reply,
) {
  const raw = (request.params as { id?: string }).id ?? "";
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : 0;
  const email = request.delegate?.email;
  const mine = email && id > 0 ? await delegateRegistration(this.db, id, email) : undefined;
  if (!mine) {
    return reply.code(404).send({ message: ANSWER_MESSAGES[requestLocale(request)].notFound });
  }
};
