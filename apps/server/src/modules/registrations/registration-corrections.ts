import { versionedRows } from "../../services/lists/versioned-rows.ts";

/** Registrations as staff correct them, compare-and-set on their version (corrections module). */
export const correctedRegistrations = versionedRows("registrations");
