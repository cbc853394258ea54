import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cruiseFolderLoops, describeLoop, folderOf } from "./folder-loops.ts";

const server = "apps/server/src/";
const admin = "apps/web/src/features/admin/";

/** A tree laid out as the repository, each file importing the ones listed: no circle of files. */
const WITHOUT_LOOP: Record<string, string[]> = {
  [`${server}modules/staff/staff-routes.ts`]: [
    "./session-store.ts",
    "../registrations/registration-repository.ts",
  ],
  [`${server}modules/staff/session-store.ts`]: ["../../services/mail/mail-service.ts"],
  // A plugin stands alone: it reads the staff's sessions, no staff file imports it.
  [`${server}plugins/session.ts`]: ["../modules/staff/session-store.ts"],
  [`${server}modules/registrations/registration-repository.ts`]: [],
  [`${server}modules/registrations/registration-routes.ts`]: ["./registration-repository.ts"],
  [`${server}services/mail/mail-service.ts`]: ["./templates/receipt-mail.ts"],
  [`${server}services/mail/templates/receipt-mail.ts`]: ["../mail-texts.ts"],
  [`${server}services/mail/mail-texts.ts`]: [],
  [`${admin}core/admin-api.ts`]: [],
  [`${admin}registrations/registrations-page.tsx`]: ["../core/admin-api.ts"],
};

/** The same tree, where two modules and two admin areas each reach back through another file. */
const WITH_LOOPS: Record<string, string[]> = {
  ...WITHOUT_LOOP,
  [`${server}modules/registrations/registration-routes.ts`]: [
    "./registration-repository.ts",
    "../staff/staff-routes.ts",
  ],
  [`${admin}core/admin-api.ts`]: ["../registrations/registration-labels.ts"],
  [`${admin}registrations/registration-labels.ts`]: [],
};

const roots: string[] = [];
function plant(tree: Record<string, string[]>): string {
  const root = mkdtempSync(join(tmpdir(), "congres-folder-loops-"));
  roots.push(root);
  for (const [file, imports] of Object.entries(tree)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    const lines = imports.map((target) => `import "${target}";`);
    writeFileSync(join(root, file), `${lines.join("\n")}\nexport {};\n`);
  }
  return root;
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("the folder-loop check (decision 0064)", () => {
  it("folds a module's or a service's subfolders into it, and an admin area apart from the others", () => {
    expect(folderOf(`${server}services/mail/templates/receipt-mail.ts`)).toBe(
      `${server}services/mail`,
    );
    expect(folderOf(`${server}modules/bank-import/fixtures/statement.ts`)).toBe(
      `${server}modules/bank-import`,
    );
    expect(folderOf(`${admin}registrations/table/columns.tsx`)).toBe(`${admin}registrations`);
    expect(folderOf(`${admin}admin-shell.tsx`)).toBe("apps/web/src/features/admin");
    expect(folderOf("apps/web/src/features/contact/contact-form.tsx")).toBe(
      "apps/web/src/features/contact",
    );
    expect(folderOf(`${server}plugins/session.ts`)).toBe(`${server}plugins/session.ts`);
    expect(folderOf(`${server}config.ts`)).toBe(`${server}config.ts`);
  });

  it("passes a tree whose folders import each other one way only", async () => {
    expect(await cruiseFolderLoops(plant(WITHOUT_LOOP), ["apps"])).toEqual([]);
  });

  it("names each loop of folders with the imports that close it, though no file is in a circle", async () => {
    const loops = await cruiseFolderLoops(plant(WITH_LOOPS), ["apps"]);
    expect(loops.map(describeLoop)).toEqual([
      [
        `folder loop: ${server}modules/registrations ⇄ ${server}modules/staff`,
        `  ${server}modules/registrations → ${server}modules/staff (1 imports)`,
        `      ${server}modules/registrations/registration-routes.ts → ${server}modules/staff/staff-routes.ts`,
        `  ${server}modules/staff → ${server}modules/registrations (1 imports)`,
        `      ${server}modules/staff/staff-routes.ts → ${server}modules/registrations/registration-repository.ts`,
      ].join("\n"),
      [
        `folder loop: ${admin}core ⇄ ${admin}registrations`,
        `  ${admin}core → ${admin}registrations (1 imports)`,
        `      ${admin}core/admin-api.ts → ${admin}registrations/registration-labels.ts`,
        `  ${admin}registrations → ${admin}core (1 imports)`,
        `      ${admin}registrations/registrations-page.tsx → ${admin}core/admin-api.ts`,
      ].join("\n"),
    ]);
  });
});
