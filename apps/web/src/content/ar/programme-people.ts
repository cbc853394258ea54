import { PEOPLE as FRENCH } from "../programme-people.ts";

type French = typeof import("../programme-people.ts");

/**
 * The same people (photos from the French module), their titles and roles in Arabic; names keep
 * the spelling their owners use.
 */
export const PEOPLE: French["PEOPLE"] = {
  benali: {
    ...FRENCH.benali,
    title: "أ.د.",
    role: "أخصائية في أمراض النساء والتوليد، الدار البيضاء",
  },
  diallo: { ...FRENCH.diallo, title: "د.", role: "الصحة العامة، داكار" },
  mensah: { ...FRENCH.mensah, title: "أ.د.", role: "أخصائي سريري في علم الجنس، أكرا" },
  elidrissi: {
    ...FRENCH.elidrissi,
    title: "أ.د.",
    role: "أخصائي في المسالك البولية وأمراض الذكورة، الرباط",
  },
  nkurunziza: { ...FRENCH.nkurunziza, title: "د.", role: "أخصائية في الأمراض المعدية، كيغالي" },
  haddad: { ...FRENCH.haddad, title: "د.", role: "طبيبة نفسية، تونس" },
  okafor: { ...FRENCH.okafor, title: "أ.د.", role: "أورام النساء، لاغوس" },
  tazi: { ...FRENCH.tazi, title: "د.", role: "قابلة ومُدرِّسة، فاس" },
  kone: { ...FRENCH.kone, title: "د.", role: "أخصائي في علم الأوبئة، أبيدجان" },
  mbeki: { ...FRENCH.mbeki, title: "السيدة", role: "قانونية، حقوق المرأة، جوهانسبرغ" },
  chraibi: { ...FRENCH.chraibi, title: "أ.د.", role: "أخصائية في علم الجنس، الدار البيضاء" },
  ouedraogo: { ...FRENCH.ouedraogo, title: "د.", role: "طبيبة في صحة المجتمع، واغادوغو" },
};
