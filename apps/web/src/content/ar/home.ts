import { editionWordingAr } from "@congres/shared/facts";
import {
  BookOpen,
  Clock,
  Coffee,
  FlaskConical,
  Mail,
  Mic,
  Presentation,
  Sparkles,
  Target,
  Users,
} from "lucide-react";
import { edition } from "../../lib/edition.ts";

type French = typeof import("../home.ts");

const wording = editionWordingAr;

export const HOME_PROGRAMME_CARDS: French["HOME_PROGRAMME_CARDS"] = [
  {
    id: "plenieres",
    title: "المحاضرات العامة",
    time: "كل صباح، 09:00 - 10:30",
    description: "خبراء أفارقة ودوليون يعرضون أحدث المعارف في مجال الصحة الجنسية للمرأة.",
    icon: Mic,
  },
  {
    id: "paralleles",
    title: "الجلسات الموازية",
    time: "11:00 - 13:00",
    description:
      "الحمل غير المرغوب فيه، والعدوى المنقولة جنسيًا وفيروس العوز المناعي البشري، والتدريب، والفئات الهشة: قاعتان ورؤيتان.",
    icon: Users,
  },
  {
    id: "ateliers",
    title: "الورشات التطبيقية",
    time: "بعد الظهر",
    description: "الاستشارة في علم الجنس والصحة الرقمية: ورشات تفاعلية لفائدة المهنيين.",
    icon: FlaskConical,
  },
  {
    id: "tables-rondes",
    title: "الموائد المستديرة",
    time: "جلسات خاصة",
    description: "العنف الجنسي والسياسات العامة: نقاش بين الباحثين وصانعي القرار والجمعيات.",
    icon: Presentation,
  },
  {
    id: "posters",
    title: "العروض الشفهية والملصقات العلمية",
    time: "طوال أيام المؤتمر",
    description: "الأعمال التي اختارتها اللجنة العلمية، يعرضها مؤلفوها.",
    icon: BookOpen,
  },
  {
    id: "pauses",
    title: "الاستراحات وحفل العشاء الرسمي",
    time: "الجمعة، 20:00",
    description: "لحظات للتبادل بين المشاركين، وصولًا إلى حفل العشاء الرسمي في اليوم الثاني.",
    icon: Coffee,
  },
];

export const HOME_OBJECTIVES: French["HOME_OBJECTIVES"] = [
  {
    title: "التبادل العلمي",
    text: "جمع الباحثين والأطباء وصانعي القرار من مختلف أنحاء القارة لتبادل البيانات والممارسات.",
    icon: Users,
  },
  {
    title: "الابتكار",
    text: "التعريف بالابتكارات العلمية التي تحسّن ولوج النساء إلى رعاية صحية ذات جودة.",
    icon: Sparkles,
  },
  {
    title: "الأثر",
    text: "تحويل نتائج البحث إلى توصيات عملية لفائدة السياسات الصحية.",
    icon: Target,
  },
];

export const ABSTRACT_INSTRUCTION_PANELS: French["ABSTRACT_INSTRUCTION_PANELS"] = [
  {
    id: "consignes",
    title: "التوجيهات العامة",
    items: [
      "يُحرَّر الملخص باللغة الفرنسية أو الإنجليزية، مع تحديد ما إذا كان يتعلق بملصق علمي أو بعرض شفهي حر.",
      "يتضمن متن النص نحو 330 كلمة بخط Times New Roman مقاس 12، دون احتساب العنوان وأسماء المؤلفين والانتماءات ومعلومات الاتصال.",
      "يجب التصريح بتضارب المصالح أو بانعدامه.",
      "يتم التقديم عبر الإنترنت فقط؛ ويمكن للمؤلف الواحد تقديم عدة ملخصات؛ وتتولى اللجنة العلمية انتقاء الأعمال.",
    ],
  },
  {
    id: "structure",
    title: "بنية الملخص",
    items: [
      "المقدمة، المواد والطرق، النتائج، المناقشة، الخلاصة.",
      "أو، بالنسبة لحالة سريرية: المقدمة، عرض الحالة، المناقشة، الخلاصة.",
      "أسماء المؤلفين مع وضع خط تحت اسم المؤلف الرئيسي، والانتماء، والعنوان المهني، والعنوان، والملخص.",
    ],
  },
  {
    id: "poster",
    title: "مواصفات الملصق العلمي",
    items: [
      `ملف بصيغة ${edition.poster.format}، بالاتجاه العمودي.`,
      `المقاسات: ${edition.poster.heightCm} سم طولًا و${edition.poster.widthCm} سم عرضًا.`,
      "يتضمن الملصق العنوان وأسماء المؤلفين وانتماءاتهم.",
    ],
  },
];

export const SUBMISSION_ADVANTAGES: French["SUBMISSION_ADVANTAGES"] = [
  {
    title: "تقديم سهل عبر البريد الإلكتروني",
    text: `أرسلوا ملخصكم إلى \u2066${edition.abstractEmail}\u2069 أو استعملوا الاستمارة الإلكترونية.`,
    icon: Mail,
  },
  {
    title: "رد سريع",
    text: `يُعلَن عن نتائج التقييم العلمي ${wording.resultsDateLabel}.`,
    icon: Clock,
  },
  {
    title: "النشر",
    text: "يتم إبراز أفضل الأعمال وعرضها أمام جميع المشاركين.",
    icon: BookOpen,
  },
];
