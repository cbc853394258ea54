import type { VerificationAnswer, VerifiedKind } from "@congres/shared";
import { VERIFIED_KINDS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { messageAnswers } from "../http-schemas.ts";
import { findVerification, storedCode } from "./verification-codes.ts";
import { verificationMessages } from "./verification-messages.ts";

/**
 * `GET /api/verify/:code` (decision 0070): public, no session, what a consulate needs to trust a
 * printed letter or certificate — its kind, holder, date and whether it was revoked — and nothing
 * more. Limited per address (`addressLimit: "verification"`): 80-bit codes are not guessed.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/verify/:code",
    {
      config: { addressLimit: "verification" },
      schema: {
        params: z.object({ code: z.string() }),
        response: {
          200: z.object({
            valid: z.boolean(),
            kind: z.enum(VERIFIED_KINDS),
            holder_name: z.string(),
            issued_at: z.string(),
            revoked: z.boolean(),
          }),
          ...messageAnswers(404),
        },
      },
    },
    async (request, reply): Promise<VerificationAnswer | undefined> => {
      const code = storedCode(request.params.code);
      const row = code ? await findVerification(app.db, code) : undefined;
      if (!row) {
        return reply
          .code(404)
          .send({ message: verificationMessages[requestLocale(request)].unknownCode });
      }
      const revoked = row.revoked_at !== null;
      return {
        valid: !revoked,
        kind: row.kind as VerifiedKind,
        holder_name: row.holder_name,
        issued_at: row.issued_at,
        revoked,
      };
    },
  );
};
