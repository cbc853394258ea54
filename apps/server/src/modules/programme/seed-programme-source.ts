import type { ProgrammeData, PublishedProgramme } from "@congres/shared/programme";
import seed from "@congres/shared/programme-seed" with { type: "json" };
import type { PublishedProgrammeSource } from "./published-source.ts";

/** A source that always answers the same publication (tests; a server without publications). */
export function fixedProgrammeSource(programme: PublishedProgramme): PublishedProgrammeSource {
  return {
    latestVersion: async () => programme.version,
    latest: async () => programme,
  };
}

/**
 * The programme of the content files (`programme-seed.json`) as publication 1, the version the
 * programme tables' migration stores first: what the exports serve until the app is handed the
 * database's publications.
 */
export const SEED_PUBLICATION: PublishedProgramme = {
  ...(seed as ProgrammeData),
  version: 1,
  publishedAt: "2025-10-01T00:00:00.000Z",
};

export const seedProgrammeSource = () => fixedProgrammeSource(SEED_PUBLICATION);
