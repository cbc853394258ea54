import { STAFF_ACCESS, SUBMISSION_FILE_KINDS, submissionFileRowSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ARCHIVE_ANSWER,
  STORED_FILE_ANSWER,
  sendArchive,
  sendStoredFile,
} from "../../services/files/file-reply.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import type { ClosingTimeSetting } from "../deadlines/closing-time-setting.ts";
import { fileParamsSchema, messageSchema } from "./file-answers.ts";
import { filesArchive } from "./files-archive.ts";
import { acceptedWithoutFile } from "./missing-files.ts";
import { fileOfSubmission, filesOfSubmission } from "./submission-files-repository.ts";
import {
  UPLOAD_DEADLINE_SETTING,
  type UploadDeadline,
  uploadDeadlineOf,
} from "./upload-deadline.ts";

const roles = STAFF_ACCESS.committee;

const deadlineSchema = z.object({
  closes_at: z.string().nullable(),
  open: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

const archiveQuerySchema = z
  .object({
    day: z
      .string({ error: "Jour invalide (AAAA-MM-JJ)" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Jour invalide (AAAA-MM-JJ)" })
      .optional(),
    session: z.string({ error: "Session invalide" }).min(1).max(100).optional(),
  })
  .refine((query) => (query.day === undefined) !== (query.session === undefined), {
    error: "Indiquez un jour ou une session du programme.",
  });

const missingRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  title: z.string(),
  status: z.string(),
  needed: z.enum(SUBMISSION_FILE_KINDS),
  presenter: z.string(),
});

/**
 * The staff's side of the authors' files (issue #39 item 3, decision 0074), for the committee:
 * a submission's files and their versions, a download, the ZIP of a day or a session of the
 * programme for the room laptops, the accepted abstracts still without their file; the upload
 * deadline through `fileDeadlineSetting` below.
 */
export const submissionFilesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/submissions/:id/files",
    {
      config: { roles },
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(submissionFileRowSchema) }) },
      },
    },
    async (request) => ({ data: await filesOfSubmission(app.db, request.params.id) }),
  );

  app.get(
    "/api/admin/submissions/:id/files/:fileId",
    {
      config: { roles },
      schema: {
        params: fileParamsSchema,
        response: { 200: STORED_FILE_ANSWER, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const file = await fileOfSubmission(app.db, request.params.id, request.params.fileId);
      if (!file) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return sendStoredFile(reply, app.fileStore, file);
    },
  );

  app.get(
    "/api/admin/submission-files/archive.zip",
    {
      config: { roles },
      schema: {
        querystring: archiveQuerySchema,
        response: { 200: ARCHIVE_ANSWER, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { day, session } = request.query;
      const found = await filesArchive(
        app.db,
        app.fileStore,
        day !== undefined ? { day } : { session: session ?? "" },
      );
      if (!found) {
        return reply.code(404).send({ message: "Aucune session du programme à cette date." });
      }
      return sendArchive(reply, found.fileName, found.archive);
    },
  );

  app.get(
    "/api/admin/submission-files/missing",
    {
      config: { roles },
      schema: {
        response: { 200: z.object({ data: z.array(missingRowSchema), total: z.number() }) },
      },
    },
    async () => {
      const data = await acceptedWithoutFile(app.db);
      return { data, total: data.length };
    },
  );
};

/**
 * The authors' files deadline as a closing time setting: its routes (read, set, cleared) are
 * deadlines' `closingTimeRoutes`, which routes.ts registers with it.
 */
export const fileDeadlineSetting = {
  path: "/api/admin/file-deadline",
  key: UPLOAD_DEADLINE_SETTING,
  roles,
  answer: deadlineSchema,
  read: uploadDeadlineOf,
} satisfies ClosingTimeSetting<UploadDeadline>;
