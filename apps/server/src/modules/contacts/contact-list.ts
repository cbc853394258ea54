import { defineList } from "../../services/lists/list-spec.ts";
import { createdBetweenFilters } from "../../services/lists/shared-filters.ts";

/** The contact messages list's filters and sorts (decision 0023). */
export const contactList = defineList({
  filters: createdBetweenFilters,
  sorts: ["created_at", "last_name"],
});
