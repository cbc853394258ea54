import { versionedRows } from "../../services/lists/versioned-rows.ts";

/** Contact messages as staff correct them, compare-and-set on their version (corrections module). */
export const correctedContacts = versionedRows("contact_messages");
