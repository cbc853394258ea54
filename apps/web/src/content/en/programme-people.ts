import { PEOPLE as FRENCH } from "../programme-people.ts";

type French = typeof import("../programme-people.ts");

/** The same people (names and photos from the French module), their roles in English. */
export const PEOPLE: French["PEOPLE"] = {
  benali: {
    ...FRENCH.benali,
    name: "Prof. Amina Benali",
    role: "Obstetrician-gynaecologist, Casablanca",
  },
  diallo: { ...FRENCH.diallo, name: "Dr Mariama Diallo", role: "Public health, Dakar" },
  mensah: { ...FRENCH.mensah, name: "Prof. Kwame Mensah", role: "Clinical sexologist, Accra" },
  elidrissi: {
    ...FRENCH.elidrissi,
    name: "Prof. Youssef El Idrissi",
    role: "Urologist-andrologist, Rabat",
  },
  nkurunziza: { name: "Dr Claudine Nkurunziza", role: "Infectious disease specialist, Kigali" },
  haddad: { name: "Dr Leïla Haddad", role: "Psychiatrist, Tunis" },
  okafor: { name: "Prof. Ngozi Okafor", role: "Gynaecological oncology, Lagos" },
  tazi: { name: "Dr Salma Tazi", role: "Midwifery lecturer, Fez" },
  kone: { name: "Dr Ibrahim Koné", role: "Epidemiologist, Abidjan" },
  mbeki: { name: "Ms Thandiwe Mbeki", role: "Lawyer, women's rights, Johannesburg" },
  chraibi: { name: "Prof. Hind Chraibi", role: "Sexologist, Casablanca" },
  ouedraogo: { name: "Dr Aïcha Ouédraogo", role: "Community health physician, Ouagadougou" },
};
