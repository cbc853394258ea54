import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkFile, checkRoutes } from "./route-rule.ts";

const THIN_ROUTE = `import { markPaid } from "./payment-workflow.ts";
import { findPayment } from "./payment-repository.ts";

export const paymentRoutes = async (app) => {
  app.get("/api/admin/payments/:id", async (request) => findPayment(app.db, request.params.id));
  app.post("/api/admin/payments/:id/paid", async (request) => markPaid(app.db, request.params.id));
};
`;

const THICK_ROUTE = `import { sql } from "kysely";

export const paymentRoutes = async (app) => {
  app.post("/api/admin/payments/:id/paid", async (request) =>
    app.db.transaction().execute(async (trx) => {
      await trx.updateTable("receipts").set({ payment_status: "paid" }).execute();
      return sql\`select 1\`.execute(trx);
    }),
  );
};
`;

const WORKFLOW = `export const markPaid = (db, id) =>
  db.transaction().execute((trx) => trx.updateTable("receipts").set({ id }).execute());
`;

/** A plugin that is no `*-routes.ts` but registers a route, the way `plugins/csrf.ts` does. */
const PLUGIN_WITH_ROUTE = `export const csrf = async (app) => {
  app.get("/sanctum/csrf-cookie", async (_request, reply) => {
    await app.db.selectFrom("settings").selectAll().execute();
    return reply.code(204).send();
  });
};
`;

/** Maps and headers have `get` and `delete` too: no route, so no finding. */
const NOT_A_ROUTE = `export function rates(counts, headers) {
  counts.delete("x");
  return [counts.get(headers.get("accept")), 1];
}
export const list = (db) => db.selectFrom("receipts").selectAll().execute();
`;

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("the thin-routes rule (decision 0064)", () => {
  it("passes a route file that calls a workflow and a repository", () => {
    expect(checkFile("modules/payments/payment-routes.ts", THIN_ROUTE)).toEqual([]);
  });

  it("names the transaction, the query builder and the sql tag of a route file, by line", () => {
    expect(checkFile("modules/payments/payment-routes.ts", THICK_ROUTE)).toEqual([
      {
        at: "modules/payments/payment-routes.ts:5:12",
        message:
          "un fichier qui déclare des routes n'ouvre pas de transaction : il appelle un workflow (*-workflow.ts)",
      },
      {
        at: "modules/payments/payment-routes.ts:6:17",
        message: "un fichier qui déclare des routes n'écrit pas de SQL : il appelle un dépôt",
      },
      {
        at: "modules/payments/payment-routes.ts:7:14",
        message: "un fichier qui déclare des routes n'écrit pas de SQL : il appelle un dépôt",
      },
    ]);
  });

  it("finds a route however its file is named", () => {
    expect(checkFile("plugins/csrf.ts", PLUGIN_WITH_ROUTE)).toEqual([
      {
        at: "plugins/csrf.ts:3:18",
        message: "un fichier qui déclare des routes n'écrit pas de SQL : il appelle un dépôt",
      },
    ]);
    expect(checkFile("modules/payments/payment-rates.ts", NOT_A_ROUTE)).toEqual([]);
  });

  it("lets a workflow open a transaction, and nothing else in modules/", () => {
    expect(checkFile("modules/payments/payment-workflow.ts", WORKFLOW)).toEqual([]);
    expect(checkFile("modules/payments/payment-repository.ts", WORKFLOW)).toEqual([
      {
        at: "modules/payments/payment-repository.ts:2:6",
        message:
          "une transaction ne s'ouvre que dans un workflow (modules/<domaine>/*-workflow.ts)",
      },
    ]);
    expect(checkFile("db/backup.ts", WORKFLOW)).toEqual([]);
  });

  it("walks a source folder, tests and testing/ left out", () => {
    const root = mkdtempSync(join(tmpdir(), "congres-route-rule-"));
    roots.push(root);
    const files: Record<string, string> = {
      "modules/payments/payment-routes.ts": THIN_ROUTE,
      "modules/payments/payment-workflow.ts": WORKFLOW,
      "modules/payments/payment-routes.test.ts": THICK_ROUTE,
      "testing/app-harness.ts": WORKFLOW,
      "plugins/csrf.ts": PLUGIN_WITH_ROUTE,
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, dirname(file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    expect(checkRoutes(root).map(({ at }) => at)).toEqual(["plugins/csrf.ts:3:18"]);
  });

  it("finds an owned table named outside its owner's folder: aliased, joined, or through a helper", () => {
    const foreign = `import { findById } from "../../services/lists/admin-list.ts";
export const reads = (db, id) => [
  db.selectFrom("registrations as r").selectAll().execute(),
  db.selectFrom("check_ins as c").innerJoin("users as u", "u.id", "c.user_id").selectAll().execute(),
  findById(db, "submissions", id),
  db.insertInto("outbox").values({ id }).execute(),
];
`;
    expect(checkFile("modules/check-in/desk-reads.ts", foreign)).toEqual([
      {
        at: "modules/check-in/desk-reads.ts:3:6",
        message:
          "la table registrations appartient à modules/registrations/ : appelez une fonction de ce dossier",
      },
      {
        at: "modules/check-in/desk-reads.ts:4:35",
        message: "la table users appartient à modules/staff/ : appelez une fonction de ce dossier",
      },
      {
        at: "modules/check-in/desk-reads.ts:5:3",
        message:
          "la table submissions appartient à modules/submissions/ : appelez une fonction de ce dossier",
      },
      {
        at: "modules/check-in/desk-reads.ts:6:6",
        message: "la table outbox appartient à services/mail/ : appelez une fonction de ce dossier",
      },
    ]);
    // The owner names its own table; db/ (migrations, backups) names every table.
    expect(
      checkFile(
        "modules/registrations/registration-desk.ts",
        `export const r = (db) => db.selectFrom("registrations as r").selectAll().execute();\n`,
      ),
    ).toEqual([]);
    expect(
      checkFile(
        "db/backup.ts",
        `export const all = (db) => db.selectFrom("outbox").selectAll().execute();\n`,
      ),
    ).toEqual([]);
  });
});
