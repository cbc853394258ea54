import type { ApiTokenCreate, ApiTokenCreated } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { insertApiToken, revokeApiTokenRow } from "./api-token-repository.ts";
import { newTokenSecret } from "./api-token-secrets.ts";

/** Creates a token and its Journal line in one transaction; the token leaves only in the answer. */
export async function createApiToken(
  db: Db,
  input: ApiTokenCreate & { actor: Actor; at: Date },
): Promise<ApiTokenCreated> {
  const secret = newTokenSecret();
  return db.transaction().execute(async (trx) => {
    const id = await insertApiToken(trx, {
      name: input.name,
      prefix: secret.prefix,
      hash: secret.hash,
      scopes: input.scopes,
      createdAt: input.at,
      createdByEmail: input.actor.email,
      expiresAt: input.expiresAt,
    });
    await recordAudit(trx, {
      actor: input.actor,
      action: "api_token.create",
      entity: { type: "api_token", id, reference: secret.prefix },
      changes: {
        name: [null, input.name],
        scopes: [null, input.scopes],
        expires_at: [null, input.expiresAt],
      },
      at: input.at,
    });
    return { id, token: secret.token, prefix: secret.prefix };
  });
}

/** Revokes a live token, audited; false when there is none by that id (or it was revoked). */
export async function revokeApiToken(
  db: Db,
  input: { id: number; actor: Actor; at: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeApiTokenRow(trx, input.id, input.at, input.actor.email);
    if (!revoked) return false;
    await recordAudit(trx, {
      actor: input.actor,
      action: "api_token.revoke",
      entity: { type: "api_token", id: revoked.id, reference: revoked.prefix },
      changes: { revoked_at: [null, revoked.revoked_at] },
      at: input.at,
    });
    return true;
  });
}
