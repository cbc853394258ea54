/**
 * The compiled server (issue 12, item 3): cold start and idle memory beside the same code run
 * through tsx, the process tree of `npm start`, and the CPU each static answer costs beside nginx
 * serving the same build with gzip_static.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { type LoadResult, runLoad } from "./lib/load-generator.ts";
import { findNginx, startNginx } from "./lib/nginx.ts";
import { isStillRunning, processTree, type TreeProcess } from "./lib/process-tree.ts";
import type { BenchContext, BenchRow, BenchSuite } from "./lib/report.ts";
import { headerBytes } from "./lib/response-size.ts";
import {
  cpuMs,
  PRODUCT_SERVER_COMMAND,
  serverMemoryMb,
  startServer,
} from "./lib/server-process.ts";

/** What `npm start` ran before decision 0016: the TypeScript sources through tsx. */
const TSX_SERVER_COMMAND = ["node", "--import", "tsx", "apps/server/src/main.ts"];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Spawn → first 200 on `dataDir`, then the resident memory after the server has sat idle. */
async function startAndIdle(ctx: BenchContext, command: string[], dataDir: string, idleMs: number) {
  const server = await startServer({
    root: ctx.root,
    command,
    env: { DATA_DIR: dataDir },
    timeoutMs: 60_000,
  });
  try {
    await sleep(idleMs);
    // The script the command runs (dist/main.js, src/main.ts): the process measured is the server.
    const memory = serverMemoryMb(server.pid, command.at(-1) ?? "");
    return { startMs: server.startMs, ...memory };
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/**
 * The built server beside the same sources run through tsx, each on a data folder of its own:
 * a first start (migrations, first admin: bound by the disk's fsyncs), then restarts on the
 * migrated database, which is what a production cold start is. Alternated, so that a noisy
 * moment weighs on both alike.
 */
async function startAndMemory(ctx: BenchContext): Promise<BenchRow[]> {
  const runs = ctx.quick ? 1 : 5;
  const idleMs = ctx.quick ? 1000 : 3000;
  const commands = { built: PRODUCT_SERVER_COMMAND, tsx: TSX_SERVER_COMMAND };
  const dataDirs = {
    built: mkdtempSync(join(tmpdir(), "congres-bench-built-")),
    tsx: mkdtempSync(join(tmpdir(), "congres-bench-tsx-")),
  };
  const first = { built: 0, tsx: 0 };
  const restarts: Record<"built" | "tsx", { startMs: number; rss: number; anon: number }[]> = {
    built: [],
    tsx: [],
  };
  try {
    for (const kind of ["built", "tsx"] as const) {
      first[kind] = (await startAndIdle(ctx, commands[kind], dataDirs[kind], 0)).startMs;
    }
    for (let run = 0; run < runs; run += 1) {
      for (const kind of ["built", "tsx"] as const) {
        restarts[kind].push(await startAndIdle(ctx, commands[kind], dataDirs[kind], idleMs));
      }
      ctx.log(
        `restart ${run + 1}/${runs}: built ${restarts.built.at(-1)?.startMs.toFixed(0)} ms, tsx ${restarts.tsx.at(-1)?.startMs.toFixed(0)} ms`,
      );
    }
  } finally {
    for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
  }
  const startMs = median(restarts.built.map((run) => run.startMs));
  const rss = median(restarts.built.map((run) => run.rss));
  const anon = median(restarts.built.map((run) => run.anon));
  const note = `median of ${runs}; baseline: the same sources through tsx (the former \`npm start\`)`;
  return [
    {
      measure: "Cold start on a migrated database, spawn → first 200 of /api/health",
      product: startMs,
      baseline: median(restarts.tsx.map((run) => run.startMs)),
      unit: "ms",
      target: "≤ 1000 ms",
      pass: startMs <= 1000,
      note,
    },
    {
      measure: "First start on an empty data folder (migrations, first admin)",
      product: first.built,
      baseline: first.tsx,
      unit: "ms",
      target: "reported",
      pass: true,
      note: "one run; SQLite's fsyncs (synchronous=FULL) weigh on it as much as the code",
    },
    {
      measure: `Built server's RSS (VmRSS), idle ${idleMs / 1000} s after start`,
      product: rss,
      baseline: median(restarts.tsx.map((run) => run.rss)),
      unit: "MB",
      target: "≤ 100 MB",
      pass: rss > 0 && rss <= 100,
      note: `${note}; #36 item 14 measured 165–168 MB before`,
    },
    {
      measure: `Built server's anonymous RSS (RssAnon), idle ${idleMs / 1000} s after start`,
      product: anon,
      baseline: median(restarts.tsx.map((run) => run.anon)),
      unit: "MB",
      target: "reported",
      pass: anon > 0,
      note: "heaps and stacks, without the mapped node binary and libraries (a bare Node 24: ~8 MB)",
    },
  ];
}

/** `npm start` (build, then serve) and the processes alive while it serves. */
async function npmStartTree(ctx: BenchContext): Promise<BenchRow[]> {
  const server = await startServer({
    root: ctx.root,
    command: ["npm", "start"],
    timeoutMs: 300_000,
  });
  let tree: TreeProcess[] = [];
  try {
    await sleep(ctx.quick ? 1000 : 3000);
    tree = processTree(server.pid);
    const shape = tree
      .map(
        (process) =>
          `${"→ ".repeat(process.depth)}${process.command} (${process.rssMb.toFixed(0)} MB)`,
      )
      .join(", ");
    const total = tree.reduce((sum, process) => sum + process.rssMb, 0);
    const onlyNpmAndNode =
      tree.length === 2 && tree[1]?.command.startsWith("node apps/server/dist/main.js") === true;
    return [
      {
        measure: "`npm start` while serving: processes in the tree",
        product: tree.length,
        unit: "processes",
        target: "npm + node only",
        pass: onlyNpmAndNode,
        note: shape,
      },
      {
        measure: "`npm start` while serving: RSS of the whole tree",
        product: total,
        unit: "MB",
        target: "< 270 MB (tsx tree)",
        pass: total < 270,
        note: "the issue measured ~270 MB for npm → npm → npm → node (tsx)",
      },
    ];
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
    // npm passes SIGTERM on to the server; should it not have, the server is stopped by its pid.
    for (const started of tree) if (isStillRunning(started)) process.kill(started.pid, "SIGKILL");
  }
}

/** The prerendered pages and the hashed scripts and styles: what a visit downloads. */
function sitePaths(siteRoot: string): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(siteRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = `/${relative(siteRoot, join(entry.parentPath, entry.name)).split(sep).join("/")}`;
    // The prerendered 404 pages are answered only as a 404 (decision 0026), never at their path.
    if (/^\/(?:(?:en|ar)\/)?404\/index\.html$/.test(path)) continue;
    if (path.endsWith("/index.html")) paths.push(path.slice(0, -"index.html".length));
    else if (/^\/assets\/.*\.(js|css)$/.test(path)) paths.push(path);
  }
  return paths.sort();
}

/** CPU time the given processes used during a load run, per answer. */
async function cpuPerRequest(
  pids: () => number[],
  load: () => Promise<LoadResult>,
): Promise<LoadResult & { cpuUsPerRequest: number }> {
  const cpuOf = () => pids().reduce((sum, pid) => sum + cpuMs(pid), 0);
  const before = cpuOf();
  const result = await load();
  return { ...result, cpuUsPerRequest: ((cpuOf() - before) * 1000) / result.requests };
}

async function staticVsNginx(ctx: BenchContext): Promise<BenchRow[]> {
  const siteRoot = join(ctx.root, "apps/web/build/client");
  const paths = sitePaths(siteRoot);
  const seconds = ctx.quick ? 2 : 10;
  const rounds = ctx.quick ? 1 : 3;
  const connections = 32;
  const load = (url: string, encoding: string, duration = seconds) =>
    runLoad({
      url,
      paths,
      seconds: duration,
      connections,
      headers: { "accept-encoding": encoding },
    });

  const nginx = findNginx();
  const product = await startServer({ root: ctx.root });
  const reference = nginx ? await startNginx(nginx, siteRoot) : undefined;
  const productRuns: Awaited<ReturnType<typeof cpuPerRequest>>[] = [];
  const brotliRuns: Awaited<ReturnType<typeof cpuPerRequest>>[] = [];
  const nginxRuns: Awaited<ReturnType<typeof cpuPerRequest>>[] = [];
  const script = paths.find((path) => path.endsWith(".js")) ?? "/";
  const headerSizes = {
    page: 0,
    script: 0,
    nginxPage: undefined as number | undefined,
    nginxScript: undefined as number | undefined,
  };
  try {
    // Warm-up: the JIT compiles the hot path before anything is counted.
    await load(product.url, "gzip", ctx.quick ? 2 : 3);
    if (reference) await load(reference.url, "gzip", 1);
    for (let round = 0; round < rounds; round += 1) {
      productRuns.push(
        await cpuPerRequest(
          () => [product.pid],
          () => load(product.url, "gzip"),
        ),
      );
      if (reference)
        nginxRuns.push(await cpuPerRequest(reference.pids, () => load(reference.url, "gzip")));
      brotliRuns.push(
        await cpuPerRequest(
          () => [product.pid],
          () => load(product.url, "br, gzip"),
        ),
      );
      ctx.log(
        `static round ${round + 1}/${rounds}: product ${productRuns.at(-1)?.cpuUsPerRequest.toFixed(1)} µs/req, nginx ${nginxRuns.at(-1)?.cpuUsPerRequest.toFixed(1) ?? "—"}`,
      );
    }
    headerSizes.page = await headerBytes(`${product.url}/`, "gzip");
    headerSizes.script = await headerBytes(`${product.url}${script}`, "gzip");
    if (reference) {
      headerSizes.nginxPage = await headerBytes(`${reference.url}/`, "gzip");
      headerSizes.nginxScript = await headerBytes(`${reference.url}${script}`, "gzip");
    }
  } finally {
    await product.stop();
    rmSync(product.dataDir, { recursive: true, force: true });
    await reference?.stop();
  }

  const tool = productRuns[0]?.tool ?? "wrk";
  const failures = [...productRuns, ...brotliRuns, ...nginxRuns].reduce(
    (sum, run) => sum + run.failures,
    0,
  );
  const setting = `${paths.length} pages and assets in turn, ${connections} keep-alive connections, ${tool} (1 thread) on the same cores, ${rounds} × ${seconds} s, median; CPU of the server process(es) only, from /proc${failures ? `; ${failures} failed answers` : ""}`;
  const missing = nginx
    ? undefined
    : "nginx not installed: no baseline (apt-get install nginx to compare)";
  const cpu = median(productRuns.map((run) => run.cpuUsPerRequest));
  const nginxCpu = nginxRuns.length
    ? median(nginxRuns.map((run) => run.cpuUsPerRequest))
    : undefined;
  const rate = median(productRuns.map((run) => run.requests / run.seconds));
  const nginxRate = nginxRuns.length
    ? median(nginxRuns.map((run) => run.requests / run.seconds))
    : undefined;
  return [
    {
      measure: "Static files (gzip): CPU per answer",
      product: cpu,
      baseline: nginxCpu,
      unit: "µs",
      target: "ratio ≤ 1.5 (nginx gzip_static)",
      pass: nginxCpu !== undefined && failures === 0 && cpu <= 1.5 * nginxCpu,
      note: missing ?? setting,
    },
    {
      measure: "Static files (gzip): answers per second",
      product: rate,
      baseline: nginxRate,
      unit: "req/s",
      target: "reported",
      pass: failures === 0,
      note: missing ?? "bounded by the load generator sharing the 2 cores",
    },
    {
      measure: "Static files (brotli): CPU per answer",
      product: median(brotliRuns.map((run) => run.cpuUsPerRequest)),
      baseline: nginxCpu,
      unit: "µs",
      target: "reported",
      pass: failures === 0,
      note:
        missing ??
        "Accept-Encoding: br, gzip — nginx has no brotli module here, its gzip figure is shown",
    },
    {
      measure: "Header bytes of the home page answer",
      product: headerSizes.page,
      baseline: headerSizes.nginxPage,
      unit: "B",
      target: "reported",
      pass: true,
      note: "every security header kept; a page's CSP lists the hashes of its inline scripts",
    },
    {
      measure: "Header bytes of a script answer",
      product: headerSizes.script,
      baseline: headerSizes.nginxScript,
      unit: "B",
      target: "reported",
      pass: true,
      note: "every security header kept; a file that is not a page has the short CSP `default-src 'none'`",
    },
  ];
}

const suite: BenchSuite = {
  name: "server",
  title: "Compiled server: cold start, memory, `npm start` processes, static files vs nginx",
  run: async (ctx) => [
    // First: `npm start` builds the web app and the server that the other measures run.
    ...(await npmStartTree(ctx)),
    ...(await startAndMemory(ctx)),
    ...(await staticVsNginx(ctx)),
  ],
};

export default suite;
