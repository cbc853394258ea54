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
 * programme tables' migration stores first (tests of the exports, which read no table).
 */
export const SEED_PUBLICATION: PublishedProgramme = {
  ...(seed as ProgrammeData),
  version: 1,
  publishedAt: "2025-10-01T00:00:00.000Z",
};
