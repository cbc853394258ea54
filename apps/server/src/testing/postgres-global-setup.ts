import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** One real PostgreSQL server (embedded-postgres binaries) for the whole test run. */
export default async function setup(project: TestProject) {
  const postgres = await startEmbeddedPostgres();
  project.provide("postgresAdminUrl", postgres.adminUrl);
  return postgres.stop;
}
