/**
 * Imported first by every entry (main.ts, the commands of src/cli): on a Node.js older than
 * `engines.node`, better-sqlite3 13 crashes the process as soon as it opens a database, so the
 * entry stops here with one sentence instead, before any other module runs (decision 0039).
 */
import { minVersion, satisfies } from "semver";
import { engines } from "../package.json";

/** The sentence an older Node.js gets (French, then English), or undefined when it is recent enough. */
export function olderNodeMessage(version: string, range = engines.node): string | undefined {
  if (satisfies(version, range)) return undefined;
  const needed = minVersion(range)?.version ?? range;
  return (
    `Node.js ${version} est trop ancien : ce serveur demande Node.js ${needed} ou plus récent (22 ou 24 LTS) ; sous Linux, « npm start » prend celui qu'apporte « npm install ». / ` +
    `Node.js ${version} is too old: this server needs Node.js ${needed} or later (22 or 24 LTS); on Linux, "npm start" uses the one "npm install" brings.`
  );
}

const message = olderNodeMessage(process.versions.node);
if (message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
