import { PEOPLE as FRENCH } from "../programme-people.ts";

type French = typeof import("../programme-people.ts");

/** The same people (names and photos from the French module), their titles and roles in English. */
export const PEOPLE: French["PEOPLE"] = {
  benali: {
    ...FRENCH.benali,
    title: "Prof.",
    role: "Obstetrician-gynaecologist, Casablanca",
  },
  diallo: { ...FRENCH.diallo, title: "Dr", role: "Public health, Dakar" },
  mensah: { ...FRENCH.mensah, title: "Prof.", role: "Clinical sexologist, Accra" },
  elidrissi: {
    ...FRENCH.elidrissi,
    title: "Prof.",
    role: "Urologist-andrologist, Rabat",
  },
  nkurunziza: { ...FRENCH.nkurunziza, title: "Dr", role: "Infectious disease specialist, Kigali" },
  haddad: { ...FRENCH.haddad, title: "Dr", role: "Psychiatrist, Tunis" },
  okafor: { ...FRENCH.okafor, title: "Prof.", role: "Gynaecological oncology, Lagos" },
  tazi: { ...FRENCH.tazi, title: "Dr", role: "Midwifery lecturer, Fez" },
  kone: { ...FRENCH.kone, title: "Dr", role: "Epidemiologist, Abidjan" },
  mbeki: { ...FRENCH.mbeki, title: "Ms", role: "Lawyer, women's rights, Johannesburg" },
  chraibi: { ...FRENCH.chraibi, title: "Prof.", role: "Sexologist, Casablanca" },
  ouedraogo: { ...FRENCH.ouedraogo, title: "Dr", role: "Community health physician, Ouagadougou" },
};
