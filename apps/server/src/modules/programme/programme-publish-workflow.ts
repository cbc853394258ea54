import type { Edition, ProgrammeConflict, ProgrammePublishResult } from "@congres/shared";
import type { PublishedProgramme } from "@congres/shared/programme";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import { writePlacementDrafts } from "./programme-mails.ts";
import {
  insertVersion,
  latestPublication,
  publication,
  withPublishRetries,
} from "./programme-publications.ts";
import { replaceDraft } from "./programme-repository.ts";
import { programmeState } from "./programme-state.ts";

/**
 * Publishing the draft (issue #24 §2): one transaction stores the next numbered version, the
 * speakers' placement drafts and the audit line. With conflicts, only a confirmed request
 * publishes. Restoring makes an earlier version the draft and publishes it as a new version.
 */

export type PublishContext = {
  actor: Actor;
  at: Date;
  edition: Pick<Edition, "shortName">;
  messageIdDomain: string;
};

export type PublishOutcome =
  | { kind: "published"; result: ProgrammePublishResult; programme: PublishedProgramme }
  | { kind: "conflicts"; conflicts: ProgrammeConflict[] }
  | { kind: "not_found" };

/**
 * Publishes the draft as it stands in `trx` as the next version; with conflicts, only when
 * `confirm` is set (a restoration always publishes).
 */
async function publishDraft(
  trx: Db,
  context: PublishContext,
  audit: { action: "programme.publish" | "programme.restore"; restored?: number },
  confirm: boolean,
): Promise<PublishOutcome> {
  const { draft, conflicts } = await programmeState(trx);
  if (conflicts.length > 0 && !confirm) return { kind: "conflicts", conflicts };
  const previous = await latestPublication(trx);
  const programme = await insertVersion(trx, draft, {
    previous: previous?.version,
    by: context.actor.id,
    at: context.at,
  });
  const mailDrafts = await writePlacementDrafts(trx, previous, draft, context);
  await recordAudit(trx, {
    actor: context.actor,
    action: audit.action,
    entity: { type: "programme", id: programme.version, reference: `Version ${programme.version}` },
    changes: {
      version: [previous?.version ?? null, programme.version],
      ...(audit.restored !== undefined ? { restored: [null, audit.restored] } : {}),
      ...(conflicts.length > 0 ? { conflicts: [null, conflicts.length] } : {}),
      mail_drafts: [null, mailDrafts],
    },
    at: context.at,
  });
  const published = { version: programme.version, published_at: programme.publishedAt };
  await emitEvent(trx, "programme.published", published, context.at);
  return {
    kind: "published",
    programme,
    result: {
      version: programme.version,
      published_at: programme.publishedAt,
      mail_drafts: mailDrafts,
    },
  };
}

/** Publishes the draft; answers its conflicts instead when there are some and `confirm` is not set. */
export function publishProgramme(
  db: Db,
  confirm: boolean,
  context: PublishContext,
): Promise<PublishOutcome> {
  return withPublishRetries(() =>
    db
      .transaction()
      .execute((trx) => publishDraft(trx, context, { action: "programme.publish" }, confirm)),
  );
}

/** Makes version `version` the draft again and publishes it as the next version. */
export function restoreVersion(
  db: Db,
  version: number,
  context: PublishContext,
): Promise<PublishOutcome> {
  return withPublishRetries(() =>
    db.transaction().execute(async (trx) => {
      const restored = await publication(trx, version);
      if (!restored) return { kind: "not_found" };
      await replaceDraft(trx, restored);
      return publishDraft(trx, context, { action: "programme.restore", restored: version }, true);
    }),
  );
}
