import type { FastifyReply } from "fastify";

/**
 * A PDF download: `attachment` with its file name (ASCII: references and numbers only), so the
 * browser saves it rather than navigating; the security headers add `no-store` under /api/.
 */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(pdf);
}
