import type { ProgrammePerson } from "./programme-types.ts";

/**
 * Speakers and moderators, each written once. `photo` points to a portrait in public/images/people
 * (replace the file, keep the name); a person without a photo is shown with initials.
 * Provisional names and generated photos: "speakers" in `edition.placeholders` (packages/shared)
 * makes the server warn at every start; remove it there once the real programme is here.
 */
export const PEOPLE = {
  benali: {
    name: "Pr. Amina Benali",
    role: "Gynécologue-obstétricienne, Casablanca",
    photo: "/images/people/amina-benali.webp",
  },
  diallo: {
    name: "Dr. Mariama Diallo",
    role: "Santé publique, Dakar",
    photo: "/images/people/mariama-diallo.webp",
  },
  mensah: {
    name: "Pr. Kwame Mensah",
    role: "Sexologue clinicien, Accra",
    photo: "/images/people/kwame-mensah.webp",
  },
  elidrissi: {
    name: "Pr. Youssef El Idrissi",
    role: "Urologue-andrologue, Rabat",
    photo: "/images/people/youssef-el-idrissi.webp",
  },
  nkurunziza: { name: "Dr. Claudine Nkurunziza", role: "Infectiologue, Kigali" },
  haddad: { name: "Dr. Leïla Haddad", role: "Psychiatre, Tunis" },
  okafor: { name: "Pr. Ngozi Okafor", role: "Oncologie gynécologique, Lagos" },
  tazi: { name: "Dr. Salma Tazi", role: "Sage-femme enseignante, Fès" },
  kone: { name: "Dr. Ibrahim Koné", role: "Épidémiologiste, Abidjan" },
  mbeki: { name: "Mme Thandiwe Mbeki", role: "Juriste, droits des femmes, Johannesburg" },
  chraibi: { name: "Pr. Hind Chraibi", role: "Sexologue, Casablanca" },
  ouedraogo: { name: "Dr. Aïcha Ouédraogo", role: "Médecin de santé communautaire, Ouagadougou" },
} satisfies Record<string, ProgrammePerson>;
