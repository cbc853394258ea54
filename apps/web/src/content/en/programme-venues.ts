type French = typeof import("../programme-venues.ts");

/** The rooms in English; the proper names (Salle JAY, Ibn Rochd, the hotel) are kept. */
export const PROGRAMME_VENUES: French["PROGRAMME_VENUES"] = {
  amphi: "Main lecture theatre",
  jay: "JAY Room",
  ibnRochd: "Ibn Rochd Room",
  hall: "Main hall",
  restaurant: "University restaurant",
  gala: "Hôtel Anfa Atlas, Casablanca",
};
