import type { PublishedProgramme } from "@congres/shared/programme";

export type PublishedProgrammeSource = {
  /** The latest published version's number, undefined before any. Cheap: called every few seconds. */
  latestVersion(): Promise<number | undefined>;
  /** The latest publication, undefined before any. */
  latest(): Promise<PublishedProgramme | undefined>;
};
