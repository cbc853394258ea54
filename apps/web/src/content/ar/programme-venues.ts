type French = typeof import("../programme-venues.ts");

/** The rooms in Arabic; the hotel keeps its own name. */
export const PROGRAMME_VENUES: French["PROGRAMME_VENUES"] = {
  amphi: "المدرج الكبير",
  jay: "قاعة JAY",
  ibnRochd: "قاعة ابن رشد",
  hall: "البهو الرئيسي",
  restaurant: "المطعم الجامعي",
  gala: "Hôtel Anfa Atlas، الدار البيضاء",
};
