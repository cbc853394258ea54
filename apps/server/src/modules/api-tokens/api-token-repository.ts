import { type ApiScope, type ApiTokenView, isApiScope } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ApiTokenTable } from "../../db/schema.ts";

type ApiTokenRow = Selectable<ApiTokenTable>;

const scopesOf = (row: Pick<ApiTokenRow, "scopes">): ApiScope[] =>
  (JSON.parse(row.scopes) as unknown[]).filter(isApiScope);

export const apiTokenView = ({ token_hash: _, revoked_by_email: __, ...row }: ApiTokenRow) =>
  ({ ...row, scopes: scopesOf(row) }) satisfies ApiTokenView;

export async function insertApiToken(
  db: Db,
  token: {
    name: string;
    prefix: string;
    hash: string;
    scopes: readonly ApiScope[];
    createdAt: Date;
    createdByEmail: string;
    expiresAt: string | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto("api_tokens")
    .values({
      name: token.name,
      prefix: token.prefix,
      token_hash: token.hash,
      scopes: JSON.stringify(token.scopes),
      created_at: token.createdAt.toISOString(),
      created_by_email: token.createdByEmail,
      expires_at: token.expiresAt === null ? null : new Date(token.expiresAt).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Every token, newest first, revoked ones included (the list says so). */
export async function listApiTokens(db: Db): Promise<ApiTokenView[]> {
  const rows = await db.selectFrom("api_tokens").selectAll().orderBy("id", "desc").execute();
  return rows.map(apiTokenView);
}

/** Marks a live token revoked; undefined when there is none by that id or it was revoked already. */
export async function revokeApiTokenRow(
  db: Db,
  id: number,
  at: Date,
  byEmail: string,
): Promise<ApiTokenView | undefined> {
  const row = await db
    .updateTable("api_tokens")
    .set({ revoked_at: at.toISOString(), revoked_by_email: byEmail })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .returningAll()
    .executeTakeFirst();
  return row && apiTokenView(row);
}

/** What the bearer hook needs of a token, by its hash: one read on the unique index. */
export type TokenCredentials = {
  id: number;
  name: string;
  scopes: ReadonlySet<ApiScope>;
  expiresAt: string | null;
  revoked: boolean;
};

export async function findTokenByHash(db: Db, hash: string): Promise<TokenCredentials | undefined> {
  const row = await db
    .selectFrom("api_tokens")
    .select(["id", "name", "scopes", "expires_at", "revoked_at"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    scopes: new Set(scopesOf(row)),
    expiresAt: row.expires_at,
    revoked: row.revoked_at !== null,
  };
}

/**
 * Writes the token's last use unless one was written less than `everyMs` before `at`: however many
 * requests a token sends, and however many servers answer them, one write a minute at most.
 */
export async function noteTokenUse(db: Db, id: number, at: Date, everyMs: number): Promise<void> {
  const since = new Date(at.getTime() - everyMs).toISOString();
  await db
    .updateTable("api_tokens")
    .set({ last_used_at: at.toISOString() })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<=", since)]))
    .execute();
}
