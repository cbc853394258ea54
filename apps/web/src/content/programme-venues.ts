import type { VenueId } from "./programme-types.ts";

/**
 * The rooms of §2. Organisers rename a room here and every slot that uses it follows. The gala
 * hotel is provisional: "galaHotel" in `edition.placeholders` (packages/shared) until confirmed.
 */
export const PROGRAMME_VENUES: Record<VenueId, string> = {
  amphi: "Grand amphithéâtre",
  jay: "Salle JAY",
  ibnRochd: "Salle Ibn Rochd",
  hall: "Hall principal",
  restaurant: "Restaurant universitaire",
  gala: "Hôtel Anfa Atlas, Casablanca",
};
