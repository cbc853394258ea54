import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileAnswer } from "../http-schemas.ts";
import { bookOfAbstractsPdf } from "./book-pdf.ts";

export const BOOK_PATH = "/api/admin/book-of-abstracts.pdf";

/** The book of abstracts (issue #10, item 5): downloaded by staff from the submissions list. */
export const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = {
    200: fileAnswer("application/pdf", "Le livre des résumés des communications acceptées."),
  };
  const route = { config: { roles: STAFF_ACCESS.committee }, schema: { response: answers } };
  app.get(BOOK_PATH, route, async (_request, reply) => {
    const edition = app.mail.settings.edition;
    const pdf = await bookOfAbstractsPdf(app.db, edition);
    const slug = edition.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="livre-des-resumes-${slug}.pdf"`)
      .header("cache-control", "no-store")
      .send(pdf);
  });
};
