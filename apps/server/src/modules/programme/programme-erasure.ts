import type { ProgrammeData } from "@congres/shared/programme";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { insertVersion } from "./programme-publications.ts";

/**
 * Erasing a submission (decision 0024) takes it out of the programme's history too (decision 0053,
 * amending 0049): its item leaves every published version that placed it — the title, the
 * speakers and their affiliations, the reference — rewritten in place; when the latest version
 * placed it, the programme is published again without it, so that every server's pages, the
 * calendar and the printed programme drop it (they follow the latest version number). The draft
 * loses it by its foreign key. Same transaction as the erasure.
 */

/** `programme` without the items of `submissionId`, or undefined when it placed none. */
export function withoutSubmission(
  programme: ProgrammeData,
  submissionId: string,
): ProgrammeData | undefined {
  const placed = (session: ProgrammeData["sessions"][number]) =>
    session.items.some((item) => item.submissionId === submissionId);
  if (!programme.sessions.some(placed)) return undefined;
  return {
    ...programme,
    sessions: programme.sessions.map((session) =>
      placed(session)
        ? { ...session, items: session.items.filter((item) => item.submissionId !== submissionId) }
        : session,
    ),
  };
}

/** Rewrites the versions that placed the submission; answers the version published anew, if any. */
export async function eraseSubmissionFromProgramme(
  trx: Db,
  submissionId: number,
  context: { actor: Actor; at: Date },
): Promise<number | undefined> {
  const versions = await trx
    .selectFrom("programme_versions")
    .select(["version", "snapshot"])
    .orderBy("version")
    .execute();
  const latest = versions.at(-1);
  let rewritten = 0;
  let latestWithout: ProgrammeData | undefined;
  for (const { version, snapshot } of versions) {
    const without = withoutSubmission(JSON.parse(snapshot) as ProgrammeData, String(submissionId));
    if (!without) continue;
    await trx
      .updateTable("programme_versions")
      .set({ snapshot: JSON.stringify(without) })
      .where("version", "=", version)
      .execute();
    rewritten += 1;
    if (version === latest?.version) latestWithout = without;
  }
  if (!latest || rewritten === 0) return undefined;
  const published =
    latestWithout &&
    (await insertVersion(trx, latestWithout, {
      previous: latest.version,
      by: context.actor.id,
      at: context.at,
    }));
  const version = published?.version ?? latest.version;
  await recordAudit(trx, {
    actor: context.actor,
    action: "programme.erase",
    entity: { type: "programme", id: version, reference: `Version ${version}` },
    changes: {
      ...(published ? { version: [latest.version, published.version] } : {}),
      versions_rewritten: [null, rewritten],
    },
    at: context.at,
  });
  return published?.version;
}
