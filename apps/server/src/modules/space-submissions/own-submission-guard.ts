import type { FastifyInstance, preValidationHookHandler } from "fastify";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import {
  type DelegateSubmission,
  findDelegateSubmission,
} from "../submissions/submission-space.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The submission of `/api/space/submissions/:id…`, once `ownSubmissionOnly` found it hers. */
    ownSubmission?: DelegateSubmission;
  }
}

/** The id of the path, or 0 when it is no positive integer (then nothing is found). */
const pathId = (params: unknown): number => {
  const raw = (params as { id?: string }).id ?? "";
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : 0;
};

/**
 * `/api/space/submissions/:id…` (issue #39): 404 in the delegate's language, before the body is
 * even validated, unless the submission exists and she sent it or presents it — another person's
 * id and an unknown id answer alike. What it found is `request.ownSubmission`; the route's
 * workflow reads it again in its transaction.
 */
export const ownSubmissionOnly: preValidationHookHandler = async function ownSubmission(
  this: FastifyInstance,
  request,
  reply,
) {
  const id = pathId(request.params);
  const email = request.delegate?.email ?? "";
  const mine = id > 0 ? await findDelegateSubmission(this.db, email, id) : undefined;
  if (!mine) {
    return reply.code(404).send({ message: ANSWER_MESSAGES[requestLocale(request)].notFound });
  }
  request.ownSubmission = mine;
};
