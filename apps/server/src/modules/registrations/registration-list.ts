import { LOCALES, PARTICIPATION_TYPES, PAYMENT_STATUSES, valuesOf } from "@congres/shared";
import {
  checkedInFilter,
  choiceFilter,
  defineList,
  type SpecQuery,
} from "../../services/lists/list-spec.ts";
import { countryFilter, createdBetweenFilters } from "../../services/lists/shared-filters.ts";

/**
 * The registrations list's filters and sorts, kept in the address bar with `q` (decision 0023).
 * One more filter is one more entry here; the list, its exports, its totals, the badges and a
 * mailing's audience all read this spec.
 */
const registrationFilters = {
  payment_status: choiceFilter(
    "payment_status",
    valuesOf(PAYMENT_STATUSES),
    "Statut de paiement inconnu",
  ),
  participation_type: choiceFilter(
    "participation_type",
    valuesOf(PARTICIPATION_TYPES),
    "Type de participation inconnu",
  ),
  country: countryFilter,
  // Also a mailing's audience (issue #26): the mailing reads this spec, so its count is the list's.
  language: choiceFilter("language", LOCALES, "Langue inconnue (fr, en ou ar)"),
  checked_in: checkedInFilter("« Passé à l'accueil » : true ou false"),
  ...createdBetweenFilters,
};

export const registrationList = defineList({
  filters: registrationFilters,
  sorts: [
    "created_at",
    "reference",
    "last_name",
    "participation_type",
    "country",
    "payment_status",
    "amount_due_centimes",
  ],
});

export type RegistrationListQuery = SpecQuery<typeof registrationFilters>;
