import type { ProgrammePerson } from "./programme-types.ts";

/**
 * Speakers and moderators, each written once. `photo` points to a portrait in public/images/people
 * (replace the file, keep the name); a person without a photo is shown with initials.
 * Provisional names and generated photos: "speakers" in `edition.placeholders` (packages/shared)
 * makes the server warn at every start; remove it there once the real programme is here.
 */
export const PEOPLE = {
  benali: {
    title: "Pr.",
    name: "Amina Benali",
    role: "Gynécologue-obstétricienne, Casablanca",
    photo: "/images/people/amina-benali.webp",
  },
  diallo: {
    title: "Dr.",
    name: "Mariama Diallo",
    role: "Santé publique, Dakar",
    photo: "/images/people/mariama-diallo.webp",
  },
  mensah: {
    title: "Pr.",
    name: "Kwame Mensah",
    role: "Sexologue clinicien, Accra",
    photo: "/images/people/kwame-mensah.webp",
  },
  elidrissi: {
    title: "Pr.",
    name: "Youssef El Idrissi",
    role: "Urologue-andrologue, Rabat",
    photo: "/images/people/youssef-el-idrissi.webp",
  },
  nkurunziza: { title: "Dr.", name: "Claudine Nkurunziza", role: "Infectiologue, Kigali" },
  haddad: { title: "Dr.", name: "Leïla Haddad", role: "Psychiatre, Tunis" },
  okafor: { title: "Pr.", name: "Ngozi Okafor", role: "Oncologie gynécologique, Lagos" },
  tazi: { title: "Dr.", name: "Salma Tazi", role: "Sage-femme enseignante, Fès" },
  kone: { title: "Dr.", name: "Ibrahim Koné", role: "Épidémiologiste, Abidjan" },
  mbeki: { title: "Mme", name: "Thandiwe Mbeki", role: "Juriste, droits des femmes, Johannesburg" },
  chraibi: { title: "Pr.", name: "Hind Chraibi", role: "Sexologue, Casablanca" },
  ouedraogo: {
    title: "Dr.",
    name: "Aïcha Ouédraogo",
    role: "Médecin de santé communautaire, Ouagadougou",
  },
} satisfies Record<string, ProgrammePerson>;
