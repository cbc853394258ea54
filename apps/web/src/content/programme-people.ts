import aminaBenali from "./people/amina-benali.webp?inline";
import kwameMensah from "./people/kwame-mensah.webp?inline";
import mariamaDiallo from "./people/mariama-diallo.webp?inline";
import youssefElIdrissi from "./people/youssef-el-idrissi.webp?inline";
import type { ProgrammePerson } from "./programme-types.ts";

/**
 * Speakers and moderators, each written once. `photo` is a portrait in `./people` (replace the
 * file, keep the name), inlined into the page as a data URL: four requests fewer before the
 * programme's first paint (decision 0037). A person without a photo is shown with initials.
 * Provisional names and generated photos: "speakers" in `edition.placeholders` (packages/shared)
 * makes the server warn at every start; remove it there once the real programme is here.
 */
export const PEOPLE = {
  benali: {
    title: "Pr.",
    name: "Amina Benali",
    role: "Gynécologue-obstétricienne, Casablanca",
    photo: aminaBenali,
  },
  diallo: {
    title: "Dr.",
    name: "Mariama Diallo",
    role: "Santé publique, Dakar",
    photo: mariamaDiallo,
  },
  mensah: {
    title: "Pr.",
    name: "Kwame Mensah",
    role: "Sexologue clinicien, Accra",
    photo: kwameMensah,
  },
  elidrissi: {
    title: "Pr.",
    name: "Youssef El Idrissi",
    role: "Urologue-andrologue, Rabat",
    photo: youssefElIdrissi,
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
