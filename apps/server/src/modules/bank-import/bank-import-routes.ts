import {
  type BankColumnMapping,
  bankImportMessages,
  STAFF_ACCESS,
  STATEMENT_MAX_BYTES,
  type StatementAnalysis,
  type StatementProposals,
} from "@congres/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUniqueViolation } from "../../db/errors.ts";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { listQuerySchema } from "../../services/lists/admin-list.ts";
import { messageAnswers, unprocessableSchema } from "../http-schemas.ts";
import { readSetting } from "../settings/settings-repository.ts";
import {
  CONFIRMATION_MAX_BYTES,
  confirmationSchema,
  mappingQuerySchema,
} from "./bank-import-schemas.ts";
import { confirmImport, ImportRefusal, MAPPING_SETTING } from "./confirm-import-workflow.ts";
import { proposeMatches } from "./proposals.ts";
import { searchCandidates } from "./registration-search.ts";
import { guessMapping, mappingFits, statementLines } from "./statement-lines.ts";
import type { StatementTable } from "./statement-table.ts";

const PATH = "/api/admin/bank-import";

const mappingSchema = z.object({
  date: z.string(),
  amount: z.string(),
  label: z.string(),
  payer: z.string().nullable(),
});
const formatSchema = z.object({
  encoding: z.enum(["UTF-8", "Windows-1252", "UTF-16"]),
  separator: z.enum([";", ",", "\t"]),
  header_line: z.number().int(),
});
const analysisSchema = z.object({
  format: formatSchema,
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  mapping: mappingSchema.nullable(),
  mapping_remembered: z.boolean(),
});
/** Each line with its proposed registration (the screen's table), as the matcher gives it. */
const proposalsSchema = z.object({
  format: formatSchema,
  mapping: mappingSchema,
  lines: z.array(z.looseObject({ line: z.number().int() })),
  skipped: z.array(z.looseObject({})),
});
const importResultSchema = z.object({
  import_id: z.number().int(),
  lines: z.number().int(),
  paid: z.number().int(),
  partial: z.number().int(),
});

// The statement is sent as the request's body, as the browser holds the file.
const STATEMENT_TYPES = ["text/csv", "application/octet-stream"];
const SAMPLE_ROWS = 5;

async function rememberedMapping(app: FastifyInstance): Promise<BankColumnMapping | null> {
  const setting = await readSetting(app.db, MAPPING_SETTING);
  return setting ? (JSON.parse(setting.value) as BankColumnMapping) : null;
}

const registrationPrefix = (app: FastifyInstance) =>
  app.mail.settings.edition.referencePrefixes.registration;

/**
 * The statement as a table, or a French 422 about the file itself. Its reader (csv-parse and
 * iconv-lite, whose tables are ~0.5 MB of code) is loaded with the first statement, not at start
 * (decision 0084).
 */
async function tableOf(body: unknown): Promise<StatementTable | { refused: string }> {
  const { readStatementTable, StatementError } = await import("./statement-table.ts");
  try {
    return readStatementTable(body instanceof Buffer ? body : new Uint8Array());
  } catch (error) {
    if (error instanceof StatementError) return { refused: error.message };
    throw error;
  }
}

/**
 * "Rapprochement bancaire" (issue #9 item 3). `analyse` and `proposals` read the uploaded
 * statement and write nothing; `confirm` records the lines staff chose, in one transaction.
 * The proposals are kept by the browser between the two steps (decision 0020).
 */
export const bankImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    STATEMENT_TYPES,
    { parseAs: "buffer", bodyLimit: STATEMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A file over the limit gets a sentence about the file, not the generic "request too large".
  const answerError = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ message: bankImportMessages.tooLarge });
    }
    return answerError.call(app, error, request, reply);
  });

  app.post(
    `${PATH}/analyse`,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        response: { 200: analysisSchema, ...messageAnswers(413), 422: unprocessableSchema },
      },
    },
    async (request, reply) => {
      const table = await tableOf(request.body);
      if ("refused" in table) return reply.code(422).send({ message: table.refused });
      const remembered = await rememberedMapping(app);
      const fits = remembered !== null && mappingFits(table.columns, remembered);
      const answer: StatementAnalysis = {
        format: table.format,
        columns: table.columns,
        sample: table.rows.slice(0, SAMPLE_ROWS).map(({ cells }) => cells),
        mapping: fits ? remembered : guessMapping(table.columns),
        mapping_remembered: fits,
      };
      return answer;
    },
  );

  app.post(
    `${PATH}/proposals`,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        querystring: mappingQuerySchema,
        response: { 200: proposalsSchema, ...messageAnswers(413), 422: unprocessableSchema },
      },
    },
    async (request, reply) => {
      const table = await tableOf(request.body);
      if ("refused" in table) return reply.code(422).send({ message: table.refused });
      const { date, amount, label, payer } = request.query;
      const mapping = { date, amount, label, payer: payer ?? null };
      if (!mappingFits(table.columns, mapping)) {
        return reply.code(422).send({ message: bankImportMessages.unknownColumn });
      }
      const { lines, skipped } = statementLines(table, mapping);
      if (lines.length === 0) {
        return reply.code(422).send({ message: bankImportMessages.noUsableLine });
      }
      const answer: StatementProposals = {
        format: table.format,
        mapping,
        lines: await proposeMatches(app.db, lines, {
          registration: registrationPrefix(app),
          group: app.mail.settings.edition.referencePrefixes.group,
        }),
        skipped,
      };
      return answer;
    },
  );

  // The leftover lines: staff find the registration a transfer pays by reference or by name.
  app.get(
    `${PATH}/registrations`,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        querystring: listQuerySchema.pick({ q: true }),
        response: { 200: z.object({ data: z.array(z.looseObject({ id: z.number().int() })) }) },
      },
    },
    async (request) => {
      return { data: await searchCandidates(app.db, request.query.q, registrationPrefix(app)) };
    },
  );

  app.post(
    `${PATH}/confirm`,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        body: confirmationSchema,
        response: { 200: importResultSchema, ...messageAnswers(409) },
      },
      bodyLimit: CONFIRMATION_MAX_BYTES,
    },
    async (request, reply) => {
      try {
        const result = await confirmImport(app.db, {
          confirmation: request.body,
          ...actorAndTime(request),
          mail: app.mail,
        });
        // Whatever the payment path queued (the receipts) is delivered once committed.
        app.mail.queued();
        return result;
      } catch (error) {
        if (error instanceof ImportRefusal) return reply.code(409).send({ message: error.message });
        // Another confirmation of the same lines committed first: the unique checksum refused ours.
        if (isUniqueViolation(error)) {
          return reply.code(409).send({ message: bankImportMessages.importedMeanwhile });
        }
        throw error;
      }
    },
  );
};
