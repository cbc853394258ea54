import {
  CATEGORIES,
  COUNTRIES,
  LOCALES,
  PARTICIPATION_TYPES,
  PAYMENT_STATUSES,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
  valuesOf,
} from "@congres/shared";
import {
  checkedInFilter,
  choiceFilter,
  defineList,
  fromDayFilter,
  type SpecQuery,
  toDayFilter,
} from "../../services/lists/list-spec.ts";

/**
 * The filters and sorts of each admin list, kept in the address bar with `q` (decision 0023).
 * One more filter is one more entry here; the list, its exports (and the registration totals)
 * all read these.
 */

const country = choiceFilter("country", COUNTRIES, "Pays inconnu");

const submissionFilters = {
  status: choiceFilter("status", valuesOf(SUBMISSION_STATUSES), "Décision inconnue"),
  submission_type: choiceFilter(
    "submission_type",
    valuesOf(SUBMISSION_TYPES),
    "Type de soumission inconnu",
  ),
  category: choiceFilter("category", valuesOf(CATEGORIES), "Catégorie inconnue"),
  country,
};

export const submissionList = defineList({
  filters: submissionFilters,
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
  country,
  // Also a mailing's audience (issue #26): the mailing reads this spec, so its count is the list's.
  language: choiceFilter("language", LOCALES, "Langue inconnue (fr, en ou ar)"),
  checked_in: checkedInFilter("« Passé à l'accueil » : true ou false"),
  created_from: fromDayFilter("created_at", "La date de début doit être une date (AAAA-MM-JJ)"),
  created_to: toDayFilter("created_at", "La date de fin doit être une date (AAAA-MM-JJ)"),
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

const contactFilters = {
  created_from: fromDayFilter("created_at", "La date de début doit être une date (AAAA-MM-JJ)"),
  created_to: toDayFilter("created_at", "La date de fin doit être une date (AAAA-MM-JJ)"),
};

export const contactList = defineList({
  filters: contactFilters,
  sorts: ["created_at", "last_name"],
});
