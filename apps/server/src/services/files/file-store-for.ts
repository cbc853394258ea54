import { type Db, isPostgres } from "../../db/connection.ts";
import type { FileStore } from "./file-store.ts";
import { FolderFileStore } from "./folder-file-store.ts";
import { PostgresFileStore } from "./postgres-file-store.ts";

/** PostgreSQL's rows when `db` is PostgreSQL, else the folder `folder`. */
export function fileStoreFor(db: Db, folder: string): FileStore {
  return isPostgres(db) ? new PostgresFileStore(db) : new FolderFileStore(folder);
}
