import { CATEGORIES, COUNTRIES, SUBMISSION_STATUSES, SUBMISSION_TYPES } from "@congres/shared";
import type { ListFilter, ListSort } from "./list-url-state.ts";

/**
 * The filters and orders the screens offer, the same as the API's (list-specs.ts on the
 * server); the registrations' payment filters are in payments-api.ts.
 */

const countries = COUNTRIES.map((country) => ({ value: country, label: country }));

export const COUNTRY_FILTER: ListFilter = {
  param: "country",
  label: "Pays",
  allLabel: "Tous",
  options: countries,
};

export const SUBMISSION_FILTERS: readonly ListFilter[] = [
  { param: "status", label: "Décision", allLabel: "Toutes", options: SUBMISSION_STATUSES },
  { param: "submission_type", label: "Type", allLabel: "Tous", options: SUBMISSION_TYPES },
  { param: "category", label: "Catégorie", allLabel: "Toutes", options: CATEGORIES },
  COUNTRY_FILTER,
];

export const CONTACT_FILTERS: readonly ListFilter[] = [
  { param: "created_from", label: "Reçus depuis le", kind: "day" },
  { param: "created_to", label: "Reçus jusqu'au", kind: "day" },
];

const byName: ListSort[] = [
  { value: "last_name:asc", label: "Nom (A → Z)" },
  { value: "last_name:desc", label: "Nom (Z → A)" },
];
const oldestFirst: ListSort = { value: "created_at:asc", label: "Plus anciens d'abord" };
const byReference: ListSort = { value: "reference:asc", label: "Référence" };
const byCountry: ListSort = { value: "country:asc", label: "Pays" };

export const SUBMISSION_SORTS: readonly ListSort[] = [
  oldestFirst,
  ...byName,
  byReference,
  { value: "status:asc", label: "Décision" },
  { value: "submission_type:asc", label: "Type" },
  { value: "category:asc", label: "Catégorie" },
  byCountry,
];

export const REGISTRATION_SORTS: readonly ListSort[] = [
  oldestFirst,
  ...byName,
  byReference,
  { value: "participation_type:asc", label: "Type de participation" },
  byCountry,
  { value: "payment_status:asc", label: "Statut de paiement" },
  { value: "amount_due_centimes:desc", label: "Montant dû (décroissant)" },
];

export const CONTACT_SORTS: readonly ListSort[] = [oldestFirst, ...byName];
