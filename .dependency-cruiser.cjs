/**
 * The server's floors (STYLE.md, decision 0041), checked by `npm run check:floors` inside
 * `npm test`. Arrows only go down:
 *
 *   routes and plugins    apps/server/src/modules/<domain>/*-routes.ts, src/plugins/
 *   workflows             apps/server/src/modules/<domain>/*-workflow.ts
 *   domain                apps/server/src/modules/<domain>/ (everything else)
 *   services              apps/server/src/services/<service>/
 *   base                  apps/server/src/{config.ts,config/,db/}, packages/shared/
 *
 * Tests and test harnesses stand beside the floors and may import any of them.
 */
const SERVER = "^apps/server/src/";
const BASE = `${SERVER}(config\\.ts$|config/|db/)`;
const SERVICES = `${SERVER}services/`;
const MODULES = `${SERVER}modules/`;
const ROUTES = `${MODULES}[^/]+/.*-routes\\.tsx?$`;
const WORKFLOWS = `${MODULES}[^/]+/.*-workflow\\.tsx?$`;
const PLUGINS = `${SERVER}plugins/`;
const ENTRIES = `${SERVER}(app|routes|serve|main)\\.ts$|${SERVER}cli/`;

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A circle of files has no floor: one of them must move down or hand data over.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "base-imports-only-base",
      comment:
        "config.ts, db/ and the shared package are the ground floor: they import nothing above.",
      severity: "error",
      from: { path: `${BASE}|^packages/shared/` },
      to: { path: `${SERVICES}|${MODULES}|${PLUGINS}|${ENTRIES}` },
    },
    {
      name: "service-imports-no-domain",
      comment: "Mail, PDFs, lists, audit, exports know no domain: a domain hands them data.",
      severity: "error",
      from: { path: SERVICES },
      to: { path: `${MODULES}|${PLUGINS}|${ENTRIES}` },
    },
    {
      name: "domain-imports-no-workflow-or-route",
      comment:
        "Repositories and domain functions sit below the workflows and routes that call them.",
      severity: "error",
      from: { path: MODULES, pathNot: `${ROUTES}|${WORKFLOWS}` },
      to: { path: `${ROUTES}|${WORKFLOWS}|${PLUGINS}|${ENTRIES}` },
    },
    {
      name: "workflow-imports-no-route",
      comment: "A workflow is one user action end to end; the routes call it, never the reverse.",
      severity: "error",
      from: { path: WORKFLOWS },
      to: { path: `${ROUTES}|${PLUGINS}|${ENTRIES}` },
    },
    {
      name: "route-imports-no-route",
      comment: "Shared answers live in the domain, where both routes can call them.",
      severity: "error",
      from: { path: ROUTES },
      to: { path: ROUTES },
    },
    {
      name: "nothing-imports-the-entries",
      comment:
        "app.ts (with its routes.ts), serve.ts, main.ts and the CLI are the roof: only they import each other.",
      severity: "error",
      from: { path: SERVER, pathNot: ENTRIES },
      to: { path: ENTRIES },
    },
    {
      name: "web-features-import-no-route",
      comment:
        "apps/web: shared → features → routes; a screen is composed in its route, never imported by a feature.",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/routes/" },
    },
    {
      name: "web-admin-core-imports-no-feature",
      comment:
        "features/admin/core (shell, session, transport, lists) sits below every admin feature folder.",
      severity: "error",
      from: { path: "^apps/web/src/features/admin/core/" },
      to: { path: "^apps/web/src/features/admin/", pathNot: "^apps/web/src/features/admin/core/" },
    },
    {
      name: "island-code-stays-linted",
      comment:
        "The islands run on Preact: their code is linted against React 19's own APIs (biome.json's override for apps/web/src minus these folders), so it reaches none of them.",
      severity: "error",
      from: { path: "^apps/web/src/islands/islands\\.tsx$" },
      to: {
        path: "^apps/web/src/(features/(admin|home|gallery)/|routes/|prerender/|root\\.tsx$)",
        reachable: true,
      },
    },
  ],
  options: {
    includeOnly: "^(apps/server/src|apps/web/src|packages/shared/src)/",
    exclude: { path: "\\.test\\.tsx?$|^apps/server/src/testing/" },
    tsConfig: { fileName: `${__dirname}/apps/server/tsconfig.json` },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
    cache: false,
  },
};
