type French = typeof import("../gallery.ts");

export { GALLERY_WIDTHS } from "../gallery.ts";

export const GALLERY: French["GALLERY"] = [
  {
    file: "amphitheatre",
    alt: "رسم لمدرج كبير بمقاعد متدرجة بلون خمري تواجه منصة",
    caption: "المدرج الكبير",
  },
  {
    file: "conference",
    alt: "رسم لمتحدثة خلف منصة الخطابة أمام شاشة عرض",
    caption: "محاضرة عامة",
  },
  {
    file: "atelier",
    alt: "رسم لمشاركين جالسين حول طاولة مستديرة في ورشة",
    caption: "ورشة تطبيقية",
  },
  {
    file: "posters",
    alt: "رسم لممر من الملصقات العلمية المعروضة على لوحات",
    caption: "جلسة الملصقات العلمية",
  },
  {
    file: "casablanca",
    alt: "رسم فني لمدينة الدار البيضاء عند غروب الشمس، مع البحر",
    caption: "الدار البيضاء، المدينة المضيفة",
  },
  {
    file: "gala",
    alt: "رسم لقاعة استقبال مضاءة بالفوانيس لحفل العشاء الرسمي",
    caption: "حفل العشاء الرسمي",
  },
];
