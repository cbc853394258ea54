import type { ProgrammeData } from "@congres/shared/programme";
import seed from "@congres/shared/programme-seed";

/**
 * The programme the build renders into the pages (the content files' programme, converted once);
 * the server replaces it with the latest publication (decision 0050).
 */
export const PROGRAMME_SEED = seed as ProgrammeData;
