import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../apps/server/src/testing/free-port.ts";
import { childPids } from "./process-tree.ts";

/** The nginx binary on PATH or in the usual sbin folders; undefined when not installed. */
export function findNginx(): string | undefined {
  for (const candidate of ["nginx", "/usr/sbin/nginx", "/usr/local/sbin/nginx"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return undefined;
}

export interface RunningNginx {
  url: string;
  /** Master and workers: the CPU of all of them is nginx's cost. */
  pids: () => number[];
  stop: () => Promise<void>;
}

/**
 * nginx as the reference static server: one worker (the product has one thread), the built site
 * with `gzip_static` (the build's `.gz` copies), defaults otherwise, no access log (the product
 * runs with LOG_LEVEL=warn in the bench, which logs no request either).
 */
export async function startNginx(nginx: string, root: string): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), "congres-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const config = join(prefix, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "logs", "error.log")} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${join(prefix, "body")};
  proxy_temp_path ${join(prefix, "proxy")};
  fastcgi_temp_path ${join(prefix, "fastcgi")};
  uwsgi_temp_path ${join(prefix, "uwsgi")};
  scgi_temp_path ${join(prefix, "scgi")};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri $uri/index.html /__spa-fallback.html; }
  }
}
`,
  );
  const master: ChildProcess = spawn(nginx, ["-p", prefix, "-c", config], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  master.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (master.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (Date.now() > deadline) {
      master.kill("SIGKILL");
      throw new Error(`nginx not ready: ${stderr}`);
    }
    try {
      if ((await fetch(`${url}/`)).status === 200) break;
    } catch {}
    await new Promise((wake) => setTimeout(wake, 20));
  }
  const masterPid = master.pid as number;
  return {
    url,
    pids: () => [masterPid, ...childPids(masterPid)],
    stop: async () => {
      if (master.exitCode === null) {
        const exited = new Promise((done) => master.once("exit", done));
        master.kill("SIGQUIT");
        await Promise.race([exited, new Promise((wake) => setTimeout(wake, 5000))]);
        if (master.exitCode === null) master.kill("SIGKILL");
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
