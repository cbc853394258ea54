import { validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { decideAndTell, spaceHarness } from "../../testing/space-harness.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import {
  congressDatesIn,
  PRESENTATION_CERTIFICATE_MESSAGES,
} from "./presentation-certificate-messages.ts";

/** The congress opens on 30 October 2025 at midnight in Casablanca (UTC+1 then). */
const BEFORE = new Date("2025-10-29T22:59:00.000Z");
const OPENED = new Date("2025-10-29T23:00:00.000Z");

const FATOU = {
  firstName: "Fatou",
  lastName: "Diallo",
  email: "fatou.cert@example.sn",
  affiliation: "UCAD",
};
const AWA = {
  firstName: "Awa",
  lastName: "Sow",
  email: "awa.cert@example.sn",
  affiliation: "Hôpital Fann",
  isPresenting: true,
};

describe.each(DATABASE_ENGINES)("certificates of presentation on $engine", ({ create }) => {
  const h = spaceHarness(create);
  const admin = signedInAdmin(h, "comite.certificats@example.ma");
  const get = (headers: Record<string, string>, url: string, language = "fr") =>
    h.app.inject({ method: "GET", url, headers: { ...headers, "accept-language": language } });
  const spaceCertificate = (headers: Record<string, string>, id: number, language = "fr") =>
    get(headers, `/api/space/submissions/${id}/certificate.pdf`, language);
  const staffCertificate = (id: number) =>
    admin("GET", `/api/admin/submissions/${id}/certificate.pdf`);

  it("names the presenter, the title and the authors as the edited list gives them, in the author's language, once the congress has begun", async () => {
    h.setNow(new Date("2025-10-08T08:00:00.000Z"));
    const { id, reference } = await h.submit(
      { email: FATOU.email, title: "Santé sexuelle des adolescentes", authors: [FATOU, AWA] },
      "ar",
    );
    const awa = await openDelegateSession(h.app, AWA.email);
    // Before the decision she edits the list: a co-author in Arabic script with her country.
    const edited = await h.app.inject({
      method: "PUT",
      url: `/api/space/submissions/${id}`,
      headers: { ...awa, "accept-language": "ar" },
      payload: {
        ...validSubmission(),
        email: FATOU.email,
        title: "Santé sexuelle des adolescentes",
        authors: [
          FATOU,
          AWA,
          { firstName: "فاطمة", lastName: "بنعلي", email: "", affiliation: "", country: "MA" },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await decideAndTell(h, admin, id, "acceptee_poster");
    expect(
      (
        await h.app.inject({
          method: "POST",
          url: `/api/space/submissions/${id}/confirm`,
          headers: awa,
        })
      ).statusCode,
    ).toBe(200);

    h.setNow(BEFORE);
    const early = await spaceCertificate(awa, id, "en");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      PRESENTATION_CERTIFICATE_MESSAGES.en.tooEarly(congressDatesIn("en")),
    );
    const staffEarly = await staffCertificate(id);
    expect(staffEarly.statusCode).toBe(409);
    expect(staffEarly.json().message).toBe(
      PRESENTATION_CERTIFICATE_MESSAGES.fr.tooEarly(congressDatesIn("fr")),
    );

    h.setNow(OPENED);
    const response = await spaceCertificate(awa, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="presentation-certificate-${reference}.pdf"`,
    );
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    // Arabic comes out of pdf.js word by word (pdf-languages.test.ts): checked so.
    for (const word of ["شهادة", "تقديم", "المؤلفون", "فاطمة", "بنعلي", "المغرب"]) {
      expect(text, text).toContain(word);
    }
    for (const latin of ["Awa Sow", "Santé sexuelle des adolescentes", "Fatou Diallo", "UCAD"]) {
      expect(text).toContain(latin);
    }
    expect(text).toContain(reference);
    expect(text).not.toContain("Attestation");

    // A staff correction after the decision: the certificate follows the list as it stands.
    const corrected = await admin("PUT", `/api/admin/submissions/${id}`, {
      ...validSubmission(),
      email: FATOU.email,
      title: "Santé sexuelle des adolescentes",
      authors: [
        { ...FATOU, lastName: "Diallo-Ndiaye", affiliation: "Université Cheikh Anta Diop" },
        AWA,
      ],
      version: (await storedRow(h.database.db, "submissions", { id }, ["version"])).version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const staffCopy = await staffCertificate(id);
    expect(staffCopy.statusCode).toBe(200);
    const after = (await pdfText(staffCopy.rawPayload)).text;
    expect(after).toContain("Fatou Diallo-Ndiaye");
    expect(after).toContain("Université Cheikh Anta Diop");
    expect(after).not.toContain("UCAD");
    expect(after).not.toContain("بنعلي");
  });

  it("answers 404 for another person's submission, 409 with its sentence unless accepted, confirmed and not withdrawn", async () => {
    h.setNow(new Date("2025-10-08T08:00:00.000Z"));
    const mine = await h.submit({ email: "refusee.cert@example.sn" });
    const other = await h.submit({ email: "autre.cert@example.sn" });
    const accepted = await h.submit({ email: "sans.reponse.cert@example.sn" });
    const withdrawn = await h.submit({ email: "retrait.cert@example.sn" });
    await decideAndTell(h, admin, mine.id, "refusee");
    await decideAndTell(h, admin, accepted.id, "acceptee_orale");
    await decideAndTell(h, admin, withdrawn.id, "acceptee_orale");
    const leaving = await openDelegateSession(h.app, "retrait.cert@example.sn");
    const withdrawal = await h.app.inject({
      method: "POST",
      url: `/api/space/submissions/${withdrawn.id}/withdraw`,
      headers: leaving,
      payload: { reason: "Visa refusé" },
    });
    expect(withdrawal.statusCode).toBe(200);
    h.setNow(OPENED);

    const headers = await openDelegateSession(h.app, "refusee.cert@example.sn");
    const stranger = await spaceCertificate(headers, other.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers["content-type"]).toContain("application/json");
    expect((await staffCertificate(999_999)).statusCode).toBe(404);

    const refused = await spaceCertificate(headers, mine.id, "ar");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRESENTATION_CERTIFICATE_MESSAGES.ar.notConfirmed);
    const unanswered = await spaceCertificate(
      await openDelegateSession(h.app, "sans.reponse.cert@example.sn"),
      accepted.id,
    );
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json().message).toBe(PRESENTATION_CERTIFICATE_MESSAGES.fr.notConfirmed);
    const gone = await spaceCertificate(leaving, withdrawn.id, "en");
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(PRESENTATION_CERTIFICATE_MESSAGES.en.withdrawn);
    const staffGone = await staffCertificate(withdrawn.id);
    expect(staffGone.json().message).toBe(PRESENTATION_CERTIFICATE_MESSAGES.fr.withdrawn);
  });
});
