import { CATEGORIES, SUBMISSION_STATUSES, SUBMISSION_TYPES, valuesOf } from "@congres/shared";
import { choiceFilter, defineList } from "../../services/lists/list-spec.ts";
import { countryFilter } from "../../services/lists/shared-filters.ts";

/** A submission's decision, type and category, as every list of submissions filters them. */
export const submissionChoiceFilters = {
  status: choiceFilter("status", valuesOf(SUBMISSION_STATUSES), "Décision inconnue"),
  submission_type: choiceFilter(
    "submission_type",
    valuesOf(SUBMISSION_TYPES),
    "Type de soumission inconnu",
  ),
  category: choiceFilter("category", valuesOf(CATEGORIES), "Catégorie inconnue"),
};

/** The submissions list's filters and sorts, kept in the address bar with `q` (decision 0023). */
export const submissionList = defineList({
  filters: {
    ...submissionChoiceFilters,
    country: countryFilter,
  },
  sorts: [
    "created_at",
    "reference",
    "last_name",
    "status",
    "submission_type",
    "category",
    "country",
  ],
});
