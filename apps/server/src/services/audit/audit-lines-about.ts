import type { StaffRole } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { readableBy } from "./audit-repository.ts";

/** The audit lines about one row that `role` may read, oldest first (a person's data export). */
export const auditLinesAbout = (db: Db, entityType: string, id: number, role: StaffRole) =>
  readableBy(role)
    .reduce(
      (query, readable) => query.where(readable),
      db
        .selectFrom("audit_log")
        .selectAll()
        .where("entity_type", "=", entityType)
        .where("entity_id", "=", id),
    )
    .orderBy("id")
    .execute();
