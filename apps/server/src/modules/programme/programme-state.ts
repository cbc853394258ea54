import type { ProgrammeAdminView } from "@congres/shared";
import type { ProgrammeData } from "@congres/shared/programme";
import type { Db } from "../../db/connection.ts";
import { checkProgramme } from "./programme-checks.ts";
import { countPlacementDrafts } from "./programme-mails.ts";
import { latestPublication } from "./programme-publications.ts";
import { draftProgramme } from "./programme-repository.ts";
import { programmeSubmissions } from "./programme-submissions.ts";

/** JSON with keys sorted: two programmes compare equal whatever order their keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

export const sameProgramme = (a: ProgrammeData, b: ProgrammeData) =>
  canonical({ days: a.days, rooms: a.rooms, sessions: a.sessions }) ===
  canonical({ days: b.days, rooms: b.rooms, sessions: b.sessions });

/** The draft, its checks and where it stands against the latest publication. */
export async function programmeState(db: Db) {
  const submissions = await programmeSubmissions(db);
  const draft = await draftProgramme(db, submissions);
  const latest = await latestPublication(db);
  return { draft, latest, ...checkProgramme(draft, submissions) };
}

/** `GET /api/admin/programme`. */
export async function programmeAdminView(db: Db): Promise<ProgrammeAdminView> {
  const { draft, latest, conflicts, unplaced } = await programmeState(db);
  return {
    draft,
    conflicts,
    unplaced_submissions: unplaced,
    published_version: latest?.version ?? null,
    draft_changed: latest === undefined || !sameProgramme(draft, latest),
    mail_drafts: await countPlacementDrafts(db),
  };
}
