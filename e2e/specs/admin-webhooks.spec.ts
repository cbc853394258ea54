import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

type Received = { headers: IncomingHttpHeaders; body: { id: string; type: string } };

/**
 * « Webhooks » (issue #41 item 3): an admin subscribes a receiver of this test process (on
 * loopback, which the e2e server's WEBHOOK_ALLOWED_ADDRESSES lets through), copies the secret shown
 * once, tests it, reads the delivery log and sends a delivery again — on a 360 px phone.
 */
test("subscribe a receiver, see the secret once, test it, read the log and send again", async ({
  page,
}) => {
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const pings = () => received.filter((request) => request.body.type === "ping");
  try {
    await page.setViewportSize(PHONE);
    await signInByApi(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/app/webhooks");
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();

    await page.getByLabel("Adresse (URL)").fill("http://127.0.0.2/hooks");
    await page.getByLabel(/Programme publié/).check();
    await page.getByRole("button", { name: "Créer le webhook" }).click();
    await expect(page.getByText(/Seules les adresses en https:\/\/ sont acceptées/)).toBeVisible();

    await page.getByLabel("Adresse (URL)").fill(url);
    await page.getByRole("button", { name: "Créer le webhook" }).click();
    const shown = page.getByRole("status").filter({ hasText: "il ne sera plus affiché" });
    await expect(shown).toContainText(/whsec_[\w-]{43}/);
    const card = page.getByRole("article", { name: url });
    await expect(card).toContainText("Actif");
    expect(received).toEqual([]);
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Tester" }).click();
    await expect.poll(() => pings().length, { timeout: 10_000 }).toBe(1);
    await card.getByText("Journal des envois").click();
    const log = card.getByRole("list", { name: "Journal des envois" });
    await expect(async () => {
      await page.reload();
      await page.getByRole("article", { name: url }).getByText("Journal des envois").click();
      await expect(log).toContainText("Reçu", { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(log).toContainText("Réponse : 200");
    await log.getByRole("button", { name: /^Renvoyer l'envoi/ }).click();
    await expect.poll(() => pings().length, { timeout: 10_000 }).toBe(2);
    const [first, second] = pings();
    expect(second?.body.id).toBe(first?.body.id);
    expect(second?.headers["x-congres-delivery"]).not.toBe(first?.headers["x-congres-delivery"]);
    expect(second?.headers["x-congres-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
