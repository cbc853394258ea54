import { readFileSync } from "node:fs";
import { SUBMISSION_FILE_MESSAGES } from "@congres/shared/facts";
import { validSubmission } from "@congres/shared/testing";
import { officeBytes, pdfBytes, pngBytes } from "../../apps/server/src/testing/upload-samples.ts";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { postPublicWithReference, signInAsAdmin } from "../support/admin-session.ts";
import { unique } from "../support/database.ts";
import { testWithMailServer } from "../support/server-with-smtp.ts";
import { expect } from "../support/test.ts";
import { fill, pathIn, uiMessages } from "../support/ui-messages.ts";
import { DESKTOP, PHONE } from "../support/viewports.ts";

/**
 * An accepted author's files (issue #39 item 3), lean: data through the API, then at 360 px in
 * Arabic she uploads her poster (PDF) and her slides (PPTX); a PNG named .pdf is refused with
 * the server's sentence; staff download the day's ZIP from « Fichiers des auteurs ». axe on each
 * screen shown.
 */
const test = testWithMailServer;
test.use({ viewport: PHONE });

const POSTERS = "2025-10-31-1600-hall";

test("an accepted author uploads her poster and slides in « Mon espace », staff download the day's ZIP", async ({
  page,
  browser,
  mailServer,
}) => {
  test.setTimeout(90_000);
  const t = uiMessages("ar");
  const email = `${unique("fichiers")}@example.sn`;
  const staffContext = await browser.newContext({ baseURL: mailServer.baseURL, viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);

  // Sent, accepted as a poster, told so (the decision mail delivered), placed on 31 October.
  const { id, reference } = await postPublicWithReference(
    staff.request,
    "/api/submission",
    { ...validSubmission(), email, submissionType: "poster" },
    { "Accept-Language": "ar" },
  );
  const write = async (method: "POST" | "PUT", path: string, body: unknown) => {
    const answer = await adminApiWrite(staff.request, method, path, body);
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    return answer.json();
  };
  await write("PUT", `/api/admin/submissions/${id}/decision`, { status: "acceptee_poster" });
  const drafts = (await (await staff.request.get("/api/admin/decision-mails")).json()) as {
    data: { id: number; submission_id: number | null }[];
  };
  const draft = drafts.data.find((each) => each.submission_id === id);
  await write("POST", "/api/admin/decision-mails/send", { ids: [draft?.id] });
  await write("POST", `/api/admin/programme/sessions/${POSTERS}/items`, {
    submissionId: id,
    board: "P7",
  });

  // Her space, from the sign-in link mailed to her.
  const space = pathIn("ar", "/mon-espace");
  await page.goto(space);
  await page.getByLabel(t.space_link_email as string).fill(email);
  await page.getByRole("button", { name: t.space_link_submit }).click();
  const find = () =>
    mailServer.smtp.received
      .filter((mail) => mail.to && "value" in mail.to && mail.to.value[0]?.address === email)
      .map((mail) => /\/ar\/mon-espace#[\w-]+/.exec(String(mail.text))?.[0])
      .find(Boolean);
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  await page.goto(find() as string);
  const files = page.getByRole("region", { name: t.space_files });
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
  const posterBytes = pdfBytes(40_000);
  const poster = await send("poster", "ملصق.pdf", "application/pdf", posterBytes);
  await expect(poster.getByRole("status")).toHaveText(
    fill(t.space_file_sent as string, { name: "ملصق.pdf" }),
  );
  await expect(
    poster.getByRole("link", { name: fill(t.space_file_download as string, { name: "ملصق.pdf" }) }),
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

  // A screenshot renamed .pdf: refused beside its field with the server's Arabic sentence.
  const fake = await send("poster", "poster.pdf", "application/pdf", pngBytes());
  await expect(fake.getByRole("alert")).toHaveText(SUBMISSION_FILE_MESSAGES.ar.wrongType("poster"));
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

  // Staff: the day's ZIP holds her poster and slides, in the poster session's folder.
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
  expect(zip.includes(Buffer.from(`${reference} poster - ملصق.pdf`))).toBe(true);
  expect(zip.includes(Buffer.from(`${reference} slides - Diapos.pptx`))).toBe(true);
  expect(zip.includes(posterBytes)).toBe(true);
  await staffContext.close();
});
