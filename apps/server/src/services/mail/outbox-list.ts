import type { MailEntityType, MailStatus } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { type ListQuery, listPage } from "../lists/admin-list.ts";

/** The staff's « E-mails » list: the outbox searched and paged, filtered by status or subject. */
export function listOutbox(
  db: Db,
  query: ListQuery & { status?: MailStatus; entity_type?: MailEntityType; entity_id?: number },
) {
  const { status, entity_type, entity_id } = query;
  const filters = [
    ...(status ? [sql<boolean>`status = ${status}`] : []),
    ...(entity_type ? [sql<boolean>`entity_type = ${entity_type}`] : []),
    ...(entity_id ? [sql<boolean>`entity_id = ${entity_id}`] : []),
  ];
  return listPage(db, "outbox", query, filters);
}
