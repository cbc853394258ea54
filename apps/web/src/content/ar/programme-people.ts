import { PEOPLE as FRENCH } from "../programme-people.ts";

type French = typeof import("../programme-people.ts");

/**
 * The same people (photos from the French module), their titles and roles in Arabic; names keep
 * the spelling their owners use.
 */
export const PEOPLE: French["PEOPLE"] = {
  benali: {
    ...FRENCH.benali,
    name: "أ.د. Amina Benali",
    role: "أخصائية في أمراض النساء والتوليد، الدار البيضاء",
  },
  diallo: { ...FRENCH.diallo, name: "د. Mariama Diallo", role: "الصحة العامة، داكار" },
  mensah: { ...FRENCH.mensah, name: "أ.د. Kwame Mensah", role: "أخصائي سريري في علم الجنس، أكرا" },
  elidrissi: {
    ...FRENCH.elidrissi,
    name: "أ.د. Youssef El Idrissi",
    role: "أخصائي في المسالك البولية وأمراض الذكورة، الرباط",
  },
  nkurunziza: { name: "د. Claudine Nkurunziza", role: "أخصائية في الأمراض المعدية، كيغالي" },
  haddad: { name: "د. Leïla Haddad", role: "طبيبة نفسية، تونس" },
  okafor: { name: "أ.د. Ngozi Okafor", role: "أورام النساء، لاغوس" },
  tazi: { name: "د. Salma Tazi", role: "قابلة ومُدرِّسة، فاس" },
  kone: { name: "د. Ibrahim Koné", role: "أخصائي في علم الأوبئة، أبيدجان" },
  mbeki: { name: "السيدة Thandiwe Mbeki", role: "قانونية، حقوق المرأة، جوهانسبرغ" },
  chraibi: { name: "أ.د. Hind Chraibi", role: "أخصائية في علم الجنس، الدار البيضاء" },
  ouedraogo: { name: "د. Aïcha Ouédraogo", role: "طبيبة في صحة المجتمع، واغادوغو" },
};
