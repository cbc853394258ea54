import type { CertificatesSummary } from "@congres/shared";
import { CERTIFICATE_RECIPIENTS, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { mailTexts } from "../../services/mail/mail-texts.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { checkInSettings } from "../check-in/check-in-settings.ts";
import { messageAnswers, pdfAnswers } from "../http-schemas.ts";
import { isAttending } from "../registrations/registration-attendance.ts";
import { findRegistration } from "../registrations/registration-by-id.ts";
import { attendanceMessages } from "./attendance-messages.ts";
import { congressEndsAt, countPendingCertificates } from "./certificate-mails.ts";
import { renderDelegateCertificate } from "./certificate-pdf.ts";
import { sendCertificates } from "./certificate-workflow.ts";

/**
 * Attendance certificates: one delegate's PDF from the detail, and "Envoyer les attestations",
 * which queues one mail per paid or waived delegate not sent one yet — refused before the end of
 * the congress (the app's clock against the edition's last day, in Casablanca).
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const edition = () => app.mail.context.edition;
  const availability = () => {
    const available = app.clock() >= congressEndsAt(edition());
    return { available, message: available ? null : attendanceMessages.tooEarly(edition()) };
  };

  app.get(
    "/api/admin/registrations/:id/certificate.pdf",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        params: idParamsSchema,
        response: pdfAnswers("L'attestation de présence.", 404, 409),
      },
    },
    async (request, reply) => {
      const row = await findRegistration(app.db, request.params.id);
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (!isAttending(row.payment_status)) {
        return reply.code(409).send({ message: attendanceMessages.notAttending });
      }
      const pdf = await renderDelegateCertificate(app.db, row, edition(), app.clock());
      return sendPdf(reply, mailTexts.attendanceCertificate.fileName(row.reference), pdf);
    },
  );

  app.get(
    "/api/admin/certificates",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        response: {
          200: z.object({
            pending: z.number().int(),
            recipients: z.enum(CERTIFICATE_RECIPIENTS),
            available: z.boolean(),
            message: z.string().nullable(),
          }),
        },
      },
    },
    async (): Promise<CertificatesSummary> => ({
      pending: await countPendingCertificates(app.db),
      recipients: (await checkInSettings(app.db)).certificates,
      ...availability(),
    }),
  );

  app.post(
    "/api/admin/certificates/send",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        response: { 200: z.object({ queued: z.number().int() }), ...messageAnswers(409) },
      },
    },
    async (request, reply) => {
      const { available, message } = availability();
      if (!available) return reply.code(409).send({ message: message ?? "" });
      const queued = await sendCertificates(app.db, {
        edition: edition(),
        ...actorAndTime(request),
        mail: app.mail,
      });
      if (queued === 0) return reply.code(409).send({ message: attendanceMessages.nothingToSend });
      return { queued };
    },
  );
};
