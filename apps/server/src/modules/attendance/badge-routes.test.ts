import { validRegistration } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { WAIVER } from "../../testing/payment-harness.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { markPaid } from "../../testing/registration-actions.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("badges on $engine", ({ create }) => {
  let session: string;
  const refs: Record<string, string> = {};
  const admin = (method: "GET" | "POST", url: string, payload?: unknown) =>
    asAdmin(harness.app, session, method, url, payload);
  const badges = (query: string) => admin("GET", `/api/admin/registrations/badges.pdf?${query}`);

  /** Registers someone, then pays, waives or leaves the registration waiting. */
  const person = async (
    key: string,
    input: { firstName: string; lastName: string; participationType: string; country?: string },
    payment: "payee" | "exoneree" | "en_attente",
  ) => {
    const response = await postJson(harness.app, "/api/registration", {
      ...validRegistration(),
      ...input,
    });
    const { id, reference } = response.json() as { id: number; reference: string };
    refs[key] = reference;
    const base = `/api/admin/registrations/${id}/payment`;
    if (payment === "payee") {
      await admin("POST", `${base}/mark-paid`, { paidAt: "2025-10-05", amount: "1000" });
    } else if (payment === "exoneree") {
      await admin("POST", `${base}/waive`, WAIVER);
    }
  };

  const harness = appHarness(create);
  beforeAll(async () => {
    await createAdmin(harness.database.db, "accueil@example.ma");
    session = await signIn(harness.app, "accueil@example.ma");
    await person(
      "youssef",
      {
        firstName: "Youssef",
        lastName: "Alaoui",
        participationType: "sexologue",
        country: "Sénégal",
      },
      "payee",
    );
    await person(
      "hind",
      { firstName: "هند", lastName: "الفاسي", participationType: "etudiant" },
      "exoneree",
    );
    await person(
      "waiting",
      { firstName: "Karim", lastName: "Zerouali", participationType: "professionnel" },
      "en_attente",
    );
    await person(
      "student",
      { firstName: "Léa", lastName: "Ndiaye", participationType: "etudiant" },
      "payee",
    );
  });

  it("prints the paid and waived registrations, 8 to an A4 sheet, with name, country, type and reference", async () => {
    const response = await badges("layout=sheet");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain("Dr Youssef Alaoui");
    expect(text).toContain("Sénégal");
    expect(text).toContain("Sexologue");
    expect(text).toContain(`Réf. ${refs.youssef}`);
    expect(text).toContain("الفاسي");
    expect(text).toContain(`Réf. ${refs.hind}`);
    expect(text).toContain("Dr Léa Ndiaye");
    expect(text).not.toContain("Zerouali");
    expect(text).not.toContain(refs.waiting);
  });

  it("prints one badge per page when asked", async () => {
    const { pages } = await pdfText((await badges("layout=single")).rawPayload);
    expect(pages).toBe(3);
  });

  it("filters like the list: participation type, payment status, search", async () => {
    const students = await pdfText((await badges("participation_type=etudiant")).rawPayload);
    expect(students.text).toContain(refs.student);
    expect(students.text).toContain(refs.hind);
    expect(students.text).not.toContain(refs.youssef);

    const paidStudents = await pdfText(
      (await badges("participation_type=etudiant&payment_status=payee")).rawPayload,
    );
    expect(paidStudents.text).toContain(refs.student);
    expect(paidStudents.text).not.toContain(refs.hind);

    const searched = await pdfText((await badges("q=alaoui")).rawPayload);
    expect(searched.text).toContain(refs.youssef);
    expect(searched.text).not.toContain(refs.student);
  });

  it("refuses in French when nothing is left to print, or a bad filter", async () => {
    const none = await badges("payment_status=en_attente");
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain("aucun badge à imprimer");
    const bad = await badges("layout=poster");
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("Mise en page des badges inconnue");
  });
  // Last: she adds a paid badge to those the tests above count.
  it("prints a name given in Latin letters on the badge, the certificate and the receipt", async () => {
    const response = await postJson(harness.app, "/api/registration", {
      ...validRegistration(),
      firstName: "فاطمة",
      lastName: "بنعلي",
      latinName: "Fatima Benali",
      email: "fatima.benali@example.ma",
    });
    const { id, reference } = response.json() as { id: number; reference: string };
    const stored = await storedRow(harness.database.db, "registrations", { id }, [
      "first_name",
      "latin_name",
    ]);
    expect(stored).toEqual({ first_name: "فاطمة", latin_name: "Fatima Benali" });
    const paid = await markPaid(admin, id, {
      paidAt: "2025-10-05",
      amount: "1000",
    });
    const [receipt] = paid.json().receipts as { number: string }[];

    // Found by her name in Latin letters, printed as it, her own script beside it.
    const badge = await pdfText((await badges("q=benali fatima")).rawPayload);
    expect(badge.text).toContain("Dr Fatima Benali");
    expect(badge.text).toContain("بنعلي");
    expect(badge.text).toContain(reference);
    const certificate = await pdfText(
      (await admin("GET", `/api/admin/registrations/${id}/certificate.pdf`)).rawPayload,
    );
    expect(certificate.text).toContain("Dr Fatima Benali");
    expect(certificate.text).toContain("بنعلي");
    const receiptPdf = await pdfText(
      (await admin("GET", `/api/admin/registrations/${id}/receipts/${receipt?.number}.pdf`))
        .rawPayload,
    );
    expect(receiptPdf.text).toContain("Dr Fatima Benali");
  });
});
