import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { openDatabase } from "./connection.ts";

it("keeps SQLite's page cache at 4 MB, not better-sqlite3's 16 MB (the server's memory budget)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "congres-connection-"));
  const db = openDatabase({ kind: "sqlite", file: join(dir, "congres.sqlite") });
  try {
    const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
    expect(rows).toEqual([{ cache_size: -4000 }]);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
