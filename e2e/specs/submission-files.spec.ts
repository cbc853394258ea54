import { readFileSync } from "node:fs";
import { type Locale, SUBMISSION_FILE_MESSAGES } from "@congres/shared/facts";
import { validSubmission } from "@congres/shared/testing";
import type { APIRequestContext } from "@playwright/test";
import { officeBytes, pdfBytes, pngBytes } from "../../apps/server/src/testing/upload-samples.ts";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { postPublicWithReference, signedInStaffContext } from "../support/admin-session.ts";
import { unique } from "../support/database.ts";
import { downloadedPdfText } from "../support/pdf-text.ts";
import { testWithMailServer } from "../support/server-with-smtp.ts";
import { expect } from "../support/test.ts";
import { fill, pathIn, uiMessages } from "../support/ui-messages.ts";
import { DESKTOP, PHONE } from "../support/viewports.ts";

/**
 * An accepted author's files (issue #39 item 3), lean, at 360 px in French and Arabic: data and
 * sign-ins through the API (the screens that do them are other specs'), then she uploads her
 * poster (PDF) and her slides (PPTX); a PNG named .pdf is refused with the server's sentence in
 * her language. In French she also downloads her certificate of presentation (decision 0080);
 * in Arabic staff download the day's ZIP from « Fichiers des auteurs » (once: the ZIP is the same
 * in any language). axe on each screen shown.
 */
const test = testWithMailServer;
test.use({ viewport: PHONE });

const POSTERS = "2025-10-31-1600-hall";

for (const locale of ["ar", "fr"] as const satisfies readonly Locale[]) {
  test(`in ${locale}: an accepted author uploads her poster and slides in « Mon espace »${locale === "ar" ? ", staff download the day's ZIP" : ", and her certificate of presentation"}`, async ({
    page,
    browser,
    mailServer,
  }) => {
    test.setTimeout(90_000);
    const t = uiMessages(locale);
    const email = `${unique(`fichiers-${locale}`)}@example.sn`;
    // Staff signed in through the API: the page of this context shares its session.
    const staffContext = await signedInStaffContext(browser, {
      baseURL: mailServer.baseURL,
      viewport: DESKTOP,
    });
    const write = async (
      request: APIRequestContext,
      method: "POST" | "PUT",
      path: string,
      body: unknown,
    ) => {
      const answer = await adminApiWrite(request, method, path, body);
      expect(answer.status(), await answer.text()).toBeLessThan(300);
      return answer.json();
    };

    // Sent, accepted as a poster, told so (the decision mail delivered), placed on 31 October.
    const { id, reference } = await postPublicWithReference(
      page.request,
      "/api/submission",
      { ...validSubmission(), email, submissionType: "poster" },
      { "Accept-Language": locale },
    );
    const staffApi = staffContext.request;
    await write(staffApi, "PUT", `/api/admin/submissions/${id}/decision`, {
      status: "acceptee_poster",
    });
    const drafts = (await (await staffApi.get("/api/admin/decision-mails")).json()) as {
      data: { id: number; submission_id: number | null }[];
    };
    const draft = drafts.data.find((each) => each.submission_id === id);
    await write(staffApi, "POST", "/api/admin/decision-mails/send", { ids: [draft?.id] });
    await write(staffApi, "POST", `/api/admin/programme/sessions/${POSTERS}/items`, {
      submissionId: id,
      board: "P7",
    });

    // Her space, from the sign-in link mailed to her (asked through the API).
    await write(page.request, "POST", "/api/space/link", { email, locale });
    const link = () =>
      mailServer.smtp.received
        .filter((mail) => mail.to && "value" in mail.to && mail.to.value[0]?.address === email)
        .map((mail) => /\/(?:ar\/)?mon-espace#[\w-]+/.exec(String(mail.text))?.[0])
        .find(Boolean);
    await expect.poll(link, { timeout: 30_000 }).toBeTruthy();
    await page.goto(link() as string);
    expect(new URL(page.url()).pathname).toBe(pathIn(locale, "/mon-espace"));
    const card = page.getByRole("article").filter({ hasText: reference });
    const files = card.getByRole("region", { name: t.space_files });
    await expect(files).toBeVisible();
    await expectNoAxeViolations(page);

    const send = async (kind: string, name: string, mimeType: string, buffer: Buffer) => {
      const item = files.getByRole("listitem").filter({ hasText: t[`space_file_kind_${kind}`] });
      await item
        .getByLabel(
          fill(t.space_file_choose as string, { kind: t[`space_file_kind_${kind}`] as string }),
        )
        .setInputFiles({ name, mimeType, buffer });
      await item.getByRole("button", { name: t.space_file_send }).click();
      return item;
    };
    const posterName = locale === "ar" ? "ملصق.pdf" : "Affiche.pdf";
    const posterBytes = pdfBytes(40_000);
    const poster = await send("poster", posterName, "application/pdf", posterBytes);
    await expect(poster.getByRole("status")).toHaveText(
      fill(t.space_file_sent as string, { name: posterName }),
    );
    await expect(
      poster.getByRole("link", {
        name: fill(t.space_file_download as string, { name: posterName }),
      }),
    ).toBeVisible();
    const slides = await send(
      "slides",
      "Diapos.pptx",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      await officeBytes("pptx"),
    );
    await expect(slides.getByRole("status")).toHaveText(
      fill(t.space_file_sent as string, { name: "Diapos.pptx" }),
    );

    // A screenshot renamed .pdf: refused beside its field with the server's sentence.
    const fake = await send("poster", "poster.pdf", "application/pdf", pngBytes());
    await expect(fake.getByRole("alert")).toHaveText(
      SUBMISSION_FILE_MESSAGES[locale].wrongType("poster"),
    );
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    if (locale === "fr") {
      // She confirms; the congress (October 2025) has begun by the server's clock: her
      // certificate of presentation, in French.
      await card.getByRole("button", { name: t.space_presentation_confirm }).click();
      const [certificate] = await Promise.all([
        page.waitForEvent("download"),
        card
          .getByRole("button", {
            name: fill(t.space_document_download as string, {
              document: t.space_presentation_certificate as string,
            }),
          })
          .click(),
      ]);
      expect(certificate.suggestedFilename()).toBe(`attestation-presentation-${reference}.pdf`);
      const text = await downloadedPdfText(certificate);
      expect(text).toContain("Attestation de présentation");
      expect(text).toContain(validSubmission().title);
      expect(text).toContain("Fatou Diallo");
      await staffContext.close();
      return;
    }

    // Staff: the day's ZIP holds her poster and slides, in the poster session's folder.
    const staff = await staffContext.newPage();
    await staff.goto("/admin/app/fichiers");
    await expect(staff.getByRole("heading", { name: "Fichiers des auteurs" })).toBeVisible();
    await expectNoAxeViolations(staff);
    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      staff.getByRole("link", { name: /ZIP du .*31 octobre/ }).click(),
    ]);
    // Files are stored as they are: their names and bytes are in the archive as sent.
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
    expect(zip.includes(Buffer.from(`${reference} poster - ${posterName}`))).toBe(true);
    expect(zip.includes(Buffer.from(`${reference} slides - Diapos.pptx`))).toBe(true);
    expect(zip.includes(posterBytes)).toBe(true);
    await staffContext.close();
  });
}
