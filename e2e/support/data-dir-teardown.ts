import { rmSync } from "node:fs";

/**
 * Removes the run's data folder (the server's SQLite file and its .eml copies) when
 * playwright.config.ts created it; a folder given through E2E_DATA_DIR is left for its owner.
 */
export default async function removeDataDir() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && process.env.E2E_DATA_DIR_CREATED === dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
