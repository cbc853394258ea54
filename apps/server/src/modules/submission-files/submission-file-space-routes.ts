import {
  SUBMISSION_FILE_KINDS,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_FILE_MESSAGES,
  type SubmissionFileKind,
  spaceSubmissionFilesSchema,
  submissionFileAnswerSchema,
} from "@congres/shared";
import fastifyMultipart from "@fastify/multipart";
import type { onRequestHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { STORED_FILE_ANSWER, sendStoredFile } from "../../services/files/file-reply.ts";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { delegateActor } from "../space/delegate-session.ts";
import { ownSubmissionOnly } from "../space-submissions/own-submission-guard.ts";
import { fileParamsSchema, messageSchema } from "./file-answers.ts";
import { fileOfSubmission, filesOfSubmission } from "./submission-files-repository.ts";
import { uploadDeadlineOf } from "./upload-deadline.ts";
import { uploadRefusal } from "./upload-gate.ts";
import { uploadSubmissionFile } from "./upload-workflow.ts";

const idParams = z.object({ id: z.coerce.number().int().min(1) });
const isKind = (value: unknown): value is SubmissionFileKind =>
  (SUBMISSION_FILE_KINDS as readonly unknown[]).includes(value);

/**
 * The author's files in « Mon espace » (issue #39 item 3, decision 0074): her uploads (multipart:
 * a part `kind`, then a part `file`, read as a stream), the list, a download. Every route answers
 * 404 for a submission that is not hers before anything else, the upload also its 409 before
 * reading the body. Multipart is parsed on these routes only: everywhere else the API takes JSON.
 */
export const submissionFileSpaceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fields: 1,
      files: 1,
      parts: 2,
      fieldSize: 100,
      fileSize: SUBMISSION_FILE_MAX_BYTES + 1,
    },
  });

  app.post(
    "/api/space/submissions/:id/files",
    {
      schema: {
        params: idParams,
        response: {
          201: submissionFileAnswerSchema,
          404: messageSchema,
          409: messageSchema,
          413: messageSchema,
          415: messageSchema,
          422: messageSchema,
        },
      },
      // On the request, before its body is parsed: a stranger's upload is never read.
      onRequest: [
        ownSubmissionOnly as onRequestHookHandler,
        async (request, reply) => {
          const submission = request.ownSubmission;
          if (!submission) return;
          const refusal = uploadRefusal(
            submission,
            await uploadDeadlineOf(app),
            requestLocale(request),
          );
          if (refusal) return reply.code(409).send({ message: refusal });
        },
      ],
    },
    async (request, reply) => {
      const submission = request.ownSubmission;
      if (!submission) return reply.callNotFound();
      const messages = SUBMISSION_FILE_MESSAGES[requestLocale(request)];
      if (!request.isMultipart()) return reply.code(422).send({ message: messages.noFile });
      let kind: SubmissionFileKind | undefined;
      for await (const part of request.parts()) {
        if (part.type === "field") {
          if (part.fieldname !== "kind" || !isKind(part.value)) {
            return reply.code(422).send({ message: messages.kind });
          }
          kind = part.value;
          continue;
        }
        if (!kind) return reply.code(422).send({ message: messages.kind });
        if (part.fieldname !== "file") return reply.code(422).send({ message: messages.noFile });
        const outcome = await uploadSubmissionFile(app.db, {
          submission,
          kind,
          source: part.file,
          givenName: part.filename,
          incomingFolder: app.incomingFolder,
          store: app.fileStore,
          actor: delegateActor(request),
          at: app.clock(),
        });
        if (outcome.kind === "too_large") {
          return reply.code(413).send({ message: messages.tooLarge(kind) });
        }
        if (outcome.kind === "wrong_type") {
          return reply.code(415).send({ message: messages.wrongType(kind) });
        }
        return reply.code(201).send(outcome.file);
      }
      return reply.code(422).send({ message: kind ? messages.noFile : messages.kind });
    },
  );

  app.get(
    "/api/space/submissions/:id/files",
    {
      schema: {
        params: idParams,
        response: { 200: spaceSubmissionFilesSchema, 404: messageSchema },
      },
      preValidation: ownSubmissionOnly,
    },
    async (request, reply) => {
      const submission = request.ownSubmission;
      if (!submission) return reply.callNotFound();
      const deadline = await uploadDeadlineOf(app);
      const refusal = uploadRefusal(submission, deadline, requestLocale(request));
      const files = await filesOfSubmission(app.db, submission.id);
      return {
        data: files.filter((file) => file.current),
        open: refusal === undefined,
        closes_at: deadline.closes_at,
        closed_reason: refusal ?? null,
      };
    },
  );

  app.get(
    "/api/space/submissions/:id/files/:fileId",
    {
      schema: {
        params: fileParamsSchema,
        response: { 200: STORED_FILE_ANSWER, 404: messageSchema },
      },
      preValidation: ownSubmissionOnly,
    },
    async (request, reply) => {
      const file = await fileOfSubmission(app.db, request.params.id, request.params.fileId);
      if (!file) {
        return reply.code(404).send({ message: ANSWER_MESSAGES[requestLocale(request)].notFound });
      }
      return sendStoredFile(reply, app.fileStore, file);
    },
  );
};
