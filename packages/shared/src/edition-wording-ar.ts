import type { EditionWording } from "./edition-wording-type.ts";

/**
 * The edition's facts in Modern Standard Arabic (decisions 0027, 0029): pan-Arab month names
 * (سبتمبر، أكتوبر، نوفمبر), read from North Africa to the Gulf, and Western digits; the faculty's
 * official Arabic name; the association's name stays French, as it is registered.
 */
export const editionWordingAr: EditionWording = {
  name: "المؤتمر الإفريقي الأول لعلم الجنس والصحة الجنسية",
  editionLabel: "الدورة الأولى",
  theme: "المرأة والصحة الجنسية: الابتكارات العلمية من أجل الولوج إلى رعاية ذات جودة",
  // No-break spaces: "30 و31 أكتوبر" and "1 نوفمبر 2025" each stay on one line.
  datesLabel: "30\u00a0و31\u00a0أكتوبر و1\u00a0نوفمبر\u00a02025",
  dayLabels: ["الخميس 30 أكتوبر 2025", "الجمعة 31 أكتوبر 2025", "السبت 1 نوفمبر 2025"],
  resultsDateLabel: "قبل 15 نوفمبر 2025",
  city: "الدار البيضاء",
  country: "المغرب",
  venueName: "كلية الطب والصيدلة بالدار البيضاء",
  atVenue: "في كلية الطب والصيدلة بالدار البيضاء",
  venueAddress: "19 زنقة طارق ابن زياد، 20360 الدار البيضاء، المغرب",
  presidentTitle: "رئيس الجمعية المغربية لعلم الجنس",
  organisers: [
    { name: "Association Marocaine de Sexologie", role: "المنظِّم الرئيسي" },
    { name: "كلية الطب والصيدلة بالدار البيضاء", role: "منظِّم مشارك" },
  ],
};
