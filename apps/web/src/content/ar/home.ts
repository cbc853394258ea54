import { editionWordingAr } from "@congres/shared/facts";
import { edition } from "../../lib/edition.ts";
import { CARD_ICONS, instructionPanels, withIcons } from "../language-invariant.ts";

export const HOME_OBJECTIVES = withIcons(CARD_ICONS.homeObjectives, [
  {
    title: "التبادل العلمي",
    text: "جمع الباحثين والأطباء وصانعي القرار من مختلف أنحاء القارة لتبادل البيانات والممارسات.",
  },
  {
    title: "الابتكار",
    text: "التعريف بالابتكارات العلمية التي تحسّن ولوج النساء إلى رعاية صحية ذات جودة.",
  },
  {
    title: "الأثر",
    text: "تحويل نتائج البحث إلى توصيات عملية لفائدة السياسات الصحية.",
  },
]);

export const ABSTRACT_INSTRUCTION_PANELS = instructionPanels([
  {
    title: "التوجيهات العامة",
    items: [
      "يُحرَّر الملخص باللغة الفرنسية أو الإنجليزية، مع تحديد ما إذا كان يتعلق بملصق علمي أو بعرض شفهي حر.",
      "يتضمن متن النص نحو 330 كلمة بخط Times New Roman مقاس 12، دون احتساب العنوان وأسماء المؤلفين والانتماءات ومعلومات الاتصال.",
      "يجب التصريح بتضارب المصالح أو بانعدامه.",
      "يتم التقديم عبر الإنترنت فقط؛ ويمكن للمؤلف الواحد تقديم عدة ملخصات؛ وتتولى اللجنة العلمية انتقاء الأعمال.",
    ],
  },
  {
    title: "بنية الملخص",
    items: [
      "المقدمة، المواد والطرق، النتائج، المناقشة، الخلاصة.",
      "أو، بالنسبة لحالة سريرية: المقدمة، عرض الحالة، المناقشة، الخلاصة.",
      "أسماء المؤلفين مع وضع خط تحت اسم المؤلف الرئيسي، والانتماء، والعنوان المهني، والعنوان، والملخص.",
    ],
  },
  {
    title: "مواصفات الملصق العلمي",
    items: [
      `ملف بصيغة ${edition.poster.format}، بالاتجاه العمودي.`,
      `المقاسات: ${edition.poster.heightCm} سم طولًا و${edition.poster.widthCm} سم عرضًا.`,
      "يتضمن الملصق العنوان وأسماء المؤلفين وانتماءاتهم.",
    ],
  },
]);

export const SUBMISSION_ADVANTAGES = withIcons(CARD_ICONS.submissionAdvantages, [
  {
    title: "تقديم سهل عبر البريد الإلكتروني",
    text: `أرسلوا ملخصكم إلى \u2066${edition.abstractEmail}\u2069 أو استعملوا الاستمارة الإلكترونية.`,
  },
  {
    title: "رد سريع",
    text: `يُعلَن عن نتائج التقييم العلمي ${editionWordingAr.resultsDateLabel}.`,
  },
  {
    title: "النشر",
    text: "يتم إبراز أفضل الأعمال وعرضها أمام جميع المشاركين.",
  },
]);
