import { editionWordingAr } from "@congres/shared/facts";
import { AlertTriangle, HeartHandshake, Lightbulb } from "lucide-react";
import { edition } from "../../lib/edition.ts";

type French = typeof import("../about.ts");

const wording = editionWordingAr;

export const ABOUT_INTRO: French["ABOUT_INTRO"] = [
  `يجمع ${wording.name} في ${wording.city} باحثي القارة وصانعي القرار فيها وجمعياتها ومهنيي الصحة وأخصائيي علم الجنس والطلبة حول سؤال واحد: كيف نضمن لكل امرأة الحصول على رعاية ذات جودة في مجال الصحة الجنسية؟`,
  "على مدى ثلاثة أيام، تلتقي في المحاضرات العامة والجلسات الموازية والورشات والموائد المستديرة رؤى الطب والصحة العامة والعلوم الإنسانية والقانون.",
];

export const ABOUT_STATS: French["ABOUT_STATS"] = [
  { value: String(edition.audience.africanCountries), label: "بلدًا إفريقيًا" },
  { value: `${edition.audience.expectedParticipants}+`, label: "مشارك متوقَّع" },
  { value: "100%", label: "تركيز على المرأة" },
  { value: String(edition.audience.days), label: "أيام مكثفة" },
];

export const ABOUT_CHALLENGES: French["ABOUT_CHALLENGES"] = [
  {
    title: "تحديات كبرى",
    text: "لا يزال الحمل غير المرغوب فيه والعدوى المنقولة جنسيًا وسرطان عنق الرحم والعنف الجنسي تُثقل كاهل صحة النساء الإفريقيات.",
    icon: AlertTriangle,
  },
  {
    title: "فئات هشة",
    text: "تظل المراهقات والنساء في المناطق الريفية والمهاجرات والنساء ذوات الإعاقة الأبعد عن خدمات الصحة الجنسية.",
    icon: HeartHandshake,
  },
  {
    title: "ابتكارات علمية",
    text: "التلقيح ضد فيروس الورم الحليمي البشري، والكشف المبسَّط، والتطبيب عن بُعد: يفتح البحث العلمي حلولًا في المتناول ينبغي تقاسمها وتعميمها.",
    icon: Lightbulb,
  },
];

export const ABOUT_PROGRAMME_OVERVIEW: French["ABOUT_PROGRAMME_OVERVIEW"] = [
  {
    title: "المحاضرات العامة",
    when: "الفترات الصباحية",
    text: "المحاضرات الكبرى التي تفتتح كل يوم.",
  },
  {
    title: "الورشات التطبيقية",
    when: "الفترات المسائية",
    text: "صيغ تفاعلية تتمحور حول الممارسة السريرية.",
  },
  {
    title: "الموائد المستديرة",
    when: "جلسات خاصة",
    text: "نقاشات بين الباحثين وصانعي القرار والجمعيات.",
  },
  {
    title: "العروض البحثية",
    when: "طوال أيام المؤتمر",
    text: "عروض شفهية وملصقات علمية مختارة.",
  },
];

export const ABOUT_DETAILED_TEXT: French["ABOUT_DETAILED_TEXT"] = [
  `تحت شعار «${edition.theme.ar}»، تُعدّ هذه ${wording.editionLabel} أول لقاء علمي على مستوى القارة الإفريقية مخصَّص لعلم الجنس والصحة الجنسية.`,
  "وُلد هذا المؤتمر من ملاحظة يتقاسمها مهنيو القارة: كثيرًا ما تبقى النساء بعيدات عن ثمار التقدم في أبحاث الصحة الجنسية، بسبب صعوبة الولوج إلى الخدمات أو نقص المعلومات أو قلة المهنيين المدرَّبين.",
  "يسعى المؤتمر إلى الربط بين البحث والميدان: التعريف بالابتكارات العلمية، وتدريب المهنيين، وإغناء السياسات العامة، وإسماع صوت الجمعيات التي ترافق النساء في حياتهن اليومية.",
  `موعدنا في ${wording.city}، في ${wording.venueName}، أيام ${wording.datesLabel}.`,
];
