/**
 * Thin routes and one owner per table (STYLE.md, issue #37, decisions 0062 and 0064):
 * `npm run check:routes` fails on a file that registers routes and opens a transaction or writes
 * SQL, on a transaction opened in `modules/` outside a `*-workflow.ts`, and on a query naming an
 * owned table (`selectFrom("registrations as r")`, a join, `findById(db, "users", …)`) outside
 * the folder that owns it. Each finding is printed as `file:line:column`. Tests, `src/testing/`
 * and `db/` (migrations, backups: every table by definition) are left out.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { REPO_ROOT } from "../src/config.ts";

export interface Finding {
  /** `file:line:column`, the file relative to the folder checked. */
  at: string;
  message: string;
}

const QUERY_BUILDERS = new Set([
  "selectFrom",
  "selectNoFrom",
  "insertInto",
  "replaceInto",
  "updateTable",
  "deleteFrom",
  "mergeInto",
]);
const TRANSACTIONS = new Set(["transaction", "startTransaction"]);
/** Calls that name a table in a string argument: Kysely's builders and joins, our generic helpers. */
const TABLE_TAKERS = new Set([
  ...QUERY_BUILDERS,
  "with",
  "innerJoin",
  "leftJoin",
  "rightJoin",
  "fullJoin",
  "crossJoin",
  "innerJoinLateral",
  "leftJoinLateral",
  "table",
  "findById",
  "deleteById",
  "listPage",
  "rowsInOrder",
  "versionedRows",
  "countRows",
]);

/** Each owned table and the one folder whose files alone name it in a query (decision 0062). */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  registrations: "modules/registrations/",
  submissions: "modules/submissions/",
  submission_authors: "modules/submissions/",
  submission_versions: "modules/submissions/",
  contact_messages: "modules/contacts/",
  users: "modules/staff/",
  sessions: "modules/staff/",
  login_attempts: "modules/staff/",
  account_links: "modules/staff/",
  space_links: "modules/space/",
  delegate_sessions: "modules/space/",
  delegate_agendas: "modules/space/",
  two_factor_recovery_codes: "modules/staff/",
  outbox: "services/mail/",
  mail_pace: "services/mail/",
  cancellation_requests: "modules/cancellations/",
  visa_letters: "modules/visa-letters/",
  verification_codes: "modules/verification/",
  api_tokens: "modules/api-tokens/",
  webhooks: "modules/webhooks/",
  webhook_events: "modules/webhooks/",
  webhook_deliveries: "modules/webhooks/",
  registration_groups: "modules/groups/",
  registration_group_members: "modules/groups/",
  invoice_counters: "modules/invoices/",
  invoices: "modules/invoices/",
  registration_fees: "modules/registration-options/",
  country_groups: "modules/registration-options/",
  country_group_members: "modules/registration-options/",
  addons: "modules/registration-options/",
  registration_addons: "modules/registration-options/",
  waitlist_entries: "modules/registration-options/",
  promo_codes: "modules/registration-options/",
  submission_files: "modules/submission-files/",
  stored_file_chunks: "services/files/",
};
const ROUTE_METHODS = new Set(["get", "post", "put", "patch", "delete", "head", "options", "all"]);

const ROUTE_SQL = "un fichier qui déclare des routes n'écrit pas de SQL : il appelle un dépôt";
const ROUTE_TRANSACTION =
  "un fichier qui déclare des routes n'ouvre pas de transaction : il appelle un workflow (*-workflow.ts)";
const TRANSACTION_OUTSIDE_WORKFLOW =
  "une transaction ne s'ouvre que dans un workflow (modules/<domaine>/*-workflow.ts)";

/** The name of the method a call calls (`db.selectFrom(…)` → `selectFrom`), if any. */
function calledMethod(node: ts.CallExpression): string | undefined {
  const callee = node.expression;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
}

/** The name a call calls, method or plain function (`findById(db, …)` → `findById`). */
function calledName(node: ts.CallExpression): string | undefined {
  return ts.isIdentifier(node.expression) ? node.expression.text : calledMethod(node);
}

/** The owned tables a call names (`"registrations as r"` → registrations). */
function ownedTablesNamed(node: ts.CallExpression): string[] {
  const name = calledName(node);
  if (!name || !TABLE_TAKERS.has(name)) return [];
  return node.arguments.flatMap((argument) => {
    if (!ts.isStringLiteralLike(argument)) return [];
    const table = argument.text.split(/\s+as\s+/)[0]?.trim() ?? "";
    return Object.hasOwn(TABLE_OWNERS, table) ? [table] : [];
  });
}

const notOwner = (table: string) =>
  `la table ${table} appartient à ${TABLE_OWNERS[table]} : appelez une fonction de ce dossier`;

/** `app.get("/x", …, handler)` or `app.route({ … })`: a Fastify route, whatever the instance's name. */
function registersRoute(node: ts.CallExpression): boolean {
  const method = calledMethod(node);
  if (method === "route") return node.arguments.length === 1;
  if (!method || !ROUTE_METHODS.has(method) || node.arguments.length < 2) return false;
  const handler = node.arguments.at(-1);
  return !!handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler));
}

/** Kysely's `sql` tag or one of its helpers (`sql.raw`, `sql.ref`…). */
function writesRawSql(node: ts.Node): boolean {
  if (ts.isTaggedTemplateExpression(node)) {
    return ts.isIdentifier(node.tag) && node.tag.text === "sql";
  }
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === "sql"
  );
}

/** The findings in one file; `path` is relative to the server's `src/`, with forward slashes. */
export function checkFile(path: string, text: string): Finding[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const sql: ts.Node[] = [];
  const transactions: ts.Node[] = [];
  const foreignTables: { node: ts.Node; table: string }[] = [];
  const checksOwners = !path.startsWith("db/");
  let routes = /^modules\/[^/]+\/.*-routes\.tsx?$/.test(path);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const method = calledMethod(node);
      if (method && QUERY_BUILDERS.has(method)) sql.push(node.expression);
      if (method && TRANSACTIONS.has(method)) transactions.push(node.expression);
      if (registersRoute(node)) routes = true;
      if (checksOwners) {
        for (const table of ownedTablesNamed(node)) {
          if (!path.startsWith(TABLE_OWNERS[table] ?? "")) {
            foreignTables.push({ node: node.expression, table });
          }
        }
      }
    }
    if (writesRawSql(node)) sql.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);

  const workflow = /-workflow\.tsx?$/.test(path);
  const at = (node: ts.Node) => {
    const start = ts.isPropertyAccessExpression(node) ? node.name.getStart() : node.getStart();
    const { line, character } = source.getLineAndCharacterOfPosition(start);
    return { position: start, at: `${path}:${line + 1}:${character + 1}` };
  };
  const findings = [
    ...(routes ? sql.map((node) => ({ ...at(node), message: ROUTE_SQL })) : []),
    ...transactions
      .filter(() => routes || (path.startsWith("modules/") && !workflow))
      .map((node) => ({
        ...at(node),
        message: routes ? ROUTE_TRANSACTION : TRANSACTION_OUTSIDE_WORKFLOW,
      })),
    ...foreignTables.map(({ node, table }) => ({ ...at(node), message: notOwner(table) })),
  ];
  return findings
    .sort((x, y) => x.position - y.position)
    .map(({ at, message }) => ({ at, message }));
}

/** Every finding under `sourceRoot` (the server's `src/`), tests and `testing/` left out. */
export function checkRoutes(sourceRoot: string): Finding[] {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith("testing/"))
    .sort();
  return files.flatMap((file) => checkFile(file, readFileSync(join(sourceRoot, file), "utf8")));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const sourceRoot = join(REPO_ROOT, "apps/server/src");
  const findings = checkRoutes(sourceRoot);
  const shown = relative(REPO_ROOT, sourceRoot);
  for (const { at, message } of findings) console.error(`${shown}/${at}  ${message}`);
  console.error(
    findings.length === 0
      ? "thin routes: no SQL nor transaction in a file that declares routes, every transaction in a workflow; every owned table queried only by its owner"
      : `✘ ${findings.length} finding(s): routes call a workflow or a repository, owned tables are asked to their owner (decisions 0062, 0064)`,
  );
  process.exitCode = findings.length === 0 ? 0 : 1;
}
