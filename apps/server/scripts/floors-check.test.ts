import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/config.ts";

const floors = createRequire(import.meta.url)(
  `${REPO_ROOT}.dependency-cruiser.cjs`,
) as IConfiguration;

/** A tree laid out as the repository, each file importing the ones listed. */
const PLANTED: Record<string, string[]> = {
  "apps/server/src/app.ts": [],
  "apps/server/src/config.ts": [],
  "apps/server/src/db/values.ts": ["../services/audit/audit-repository.ts"],
  "apps/server/src/services/audit/audit-repository.ts": ["../../db/connection.ts"],
  "apps/server/src/db/connection.ts": ["../config.ts"],
  "apps/server/src/services/mail/mail-service.ts": ["../../modules/receipts/receipt-repository.ts"],
  "apps/server/src/modules/receipts/receipt-repository.ts": [
    "../../services/audit/audit-repository.ts",
  ],
  "apps/server/src/modules/payments/payment-routes.ts": [
    "./payment-workflow.ts",
    "../admin/registrations-admin-routes.ts",
  ],
  "apps/server/src/modules/admin/registrations-admin-routes.ts": [],
  "apps/server/src/modules/payments/payment-workflow.ts": ["./payment-repository.ts"],
  "apps/server/src/modules/payments/payment-repository.ts": [
    "./payment-workflow.ts",
    "../../app.ts",
  ],
};

const root = mkdtempSync(join(tmpdir(), "congres-floors-"));
for (const [file, imports] of Object.entries(PLANTED)) {
  mkdirSync(join(root, dirname(file)), { recursive: true });
  const lines = imports.map((target) => `import "${target}";`);
  writeFileSync(join(root, file), `${lines.join("\n")}\nexport {};\n`);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the architecture check's rules (decision 0041)", () => {
  it("names each kind of upward import, the route importing a route, and the circle", async () => {
    const { output } = await cruise(
      ["apps"],
      {
        baseDir: root,
        validate: true,
        ruleSet: { forbidden: floors.forbidden ?? [] },
        includeOnly: floors.options?.includeOnly ?? "",
      },
      { extensions: [".ts"] },
    );
    if (typeof output === "string") throw new Error("expected the cruise's result");
    const found = output.summary.violations.map(
      ({ rule, from, to }) => `${rule.name}: ${from} → ${to}`,
    );
    const server = "apps/server/src/";
    // The circle is named once, from whichever of its files the cruise met first.
    const circles = found.filter((line) => line.startsWith("no-circular"));
    expect(circles).toHaveLength(1);
    expect(circles[0]).toMatch(
      /payment-(repository|workflow)\.ts → .*payment-(workflow|repository)\.ts$/,
    );
    expect(found.filter((line) => !line.startsWith("no-circular")).sort()).toEqual(
      [
        `base-imports-only-base: ${server}db/values.ts → ${server}services/audit/audit-repository.ts`,
        `domain-imports-no-workflow-or-route: ${server}modules/payments/payment-repository.ts → ${server}app.ts`,
        `domain-imports-no-workflow-or-route: ${server}modules/payments/payment-repository.ts → ${server}modules/payments/payment-workflow.ts`,
        `nothing-imports-the-entries: ${server}modules/payments/payment-repository.ts → ${server}app.ts`,
        `route-imports-no-route: ${server}modules/payments/payment-routes.ts → ${server}modules/admin/registrations-admin-routes.ts`,
        `service-imports-no-domain: ${server}services/mail/mail-service.ts → ${server}modules/receipts/receipt-repository.ts`,
      ].sort(),
    );
  });
});
