import { COUNTRIES } from "@congres/shared";
import { choiceFilter, fromDayFilter, toDayFilter } from "./list-spec.ts";

/** Filters several lists share, with the same French refusals (decision 0023). */

/** `?country=Maroc`: a country of the forms' closed list. */
export const countryFilter = choiceFilter("country", COUNTRIES, "Pays inconnu");

/** `?created_from=…&created_to=…`: rows created between two days of Casablanca's calendar. */
export const createdBetweenFilters = {
  created_from: fromDayFilter("created_at", "La date de début doit être une date (AAAA-MM-JJ)"),
  created_to: toDayFilter("created_at", "La date de fin doit être une date (AAAA-MM-JJ)"),
};
