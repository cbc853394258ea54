import type { ProgrammeSlot } from "../programme-types.ts";
import { PEOPLE as P } from "./programme-people.ts";

type French = typeof import("../programme.ts");

const coffee: ProgrammeSlot = {
  time: "10:30 - 11:00",
  kind: "break",
  sessions: [{ title: "استراحة قهوة", venue: "hall" }],
};
const lunch: ProgrammeSlot = {
  time: "13:00 - 14:30",
  kind: "break",
  sessions: [{ title: "غداء", venue: "restaurant" }],
};

/** The programme in Arabic: the same slots, rooms and people as the French one. */
export const PROGRAMME: French["PROGRAMME"] = [
  {
    dayIndex: 0,
    heading: "اليوم الأول — الافتتاح وتشخيص الوضع الراهن",
    slots: [
      {
        time: "08:00 - 09:00",
        kind: "break",
        sessions: [
          {
            title: "الاستقبال والتسجيل",
            subtitle: "تسلُّم الشارات ووثائق المؤتمر",
            venue: "hall",
          },
        ],
      },
      {
        time: "09:00 - 09:45",
        sessions: [
          {
            title: "حفل الافتتاح",
            subtitle: "كلمات الجهات المنظِّمة والشركاء المؤسساتيين",
            moderators: [P.chraibi],
            venue: "amphi",
          },
        ],
      },
      {
        time: "09:45 - 10:30",
        sessions: [
          {
            title: "المحاضرة الافتتاحية",
            subtitle: "الصحة الجنسية للمرأة في إفريقيا: الوضع الراهن والآفاق",
            speakers: [P.benali],
            moderators: [P.mensah],
            venue: "amphi",
          },
        ],
      },
      coffee,
      {
        time: "11:00 - 13:00",
        sessions: [
          {
            title: "الجلسة الموازية أ — الحمل غير المرغوب فيه",
            subtitle: "وسائل منع الحمل، والحصول على الخدمات، ومرافقة المراهقات",
            speakers: [P.diallo, P.tazi],
            moderators: [P.benali],
            venue: "jay",
          },
          {
            title: "الجلسة الموازية ب — العدوى المنقولة جنسيًا وفيروس العوز المناعي البشري",
            subtitle: "الكشف والوقاية المركَّبة وعلاج النساء ورعايتهن",
            speakers: [P.nkurunziza, P.kone],
            moderators: [P.elidrissi],
            venue: "ibnRochd",
          },
        ],
      },
      lunch,
      {
        time: "14:30 - 16:00",
        sessions: [
          {
            title: "مائدة مستديرة",
            subtitle: "العنف الجنسي: من الكشف إلى الرعاية متعددة التخصصات",
            moderators: [P.haddad],
            panel: [P.mbeki, P.ouedraogo, P.chraibi, P.diallo],
            venue: "amphi",
          },
        ],
      },
      {
        time: "16:00 - 17:30",
        sessions: [
          {
            title: "عروض شفهية حرة",
            subtitle: "تقديم الأعمال التي اختارتها اللجنة العلمية",
            moderators: [P.kone, P.tazi],
            venue: "amphi",
          },
        ],
      },
    ],
  },
  {
    dayIndex: 1,
    heading: "اليوم الثاني — الابتكارات العلمية والرعاية",
    slots: [
      {
        time: "09:00 - 10:30",
        sessions: [
          {
            title: "محاضرة عامة",
            subtitle: "سرطان عنق الرحم: التلقيح ضد فيروس الورم الحليمي البشري والكشف المبتكر",
            speakers: [P.okafor],
            moderators: [P.benali],
            venue: "amphi",
          },
        ],
      },
      coffee,
      {
        time: "11:00 - 13:00",
        sessions: [
          {
            title: "ورشة تطبيقية — الاستشارة في علم الجنس",
            subtitle: "المقابلة السريرية وأدوات التقييم والتوجيه",
            speakers: [P.chraibi, P.mensah],
            venue: "jay",
          },
          {
            title: "ورشة تطبيقية — الصحة الرقمية",
            subtitle: "التطبيب عن بُعد والتطبيقات المحمولة في خدمة الصحة الجنسية",
            speakers: [P.kone],
            moderators: [P.diallo],
            venue: "ibnRochd",
          },
        ],
      },
      lunch,
      {
        time: "14:30 - 16:00",
        sessions: [
          {
            title: "ندوة علمية",
            subtitle: "الاختلالات الجنسية لدى المرأة: مقاربات طبية ونفسية",
            speakers: [P.haddad, P.elidrissi],
            moderators: [P.mensah],
            venue: "amphi",
          },
        ],
      },
      {
        time: "16:00 - 17:30",
        sessions: [
          {
            title: "جلسة الملصقات العلمية",
            subtitle: "جولة مصحوبة بالشرح بين الملصقات بحضور مؤلفيها",
            moderators: [P.tazi],
            venue: "hall",
          },
        ],
      },
      {
        time: "20:00",
        kind: "break",
        sessions: [
          {
            title: "حفل العشاء الرسمي",
            subtitle: "بدعوة، للمشاركين المسجَّلين",
            venue: "gala",
          },
        ],
      },
    ],
  },
  {
    dayIndex: 2,
    heading: "اليوم الثالث — البحث والسياسات والاختتام",
    slots: [
      {
        time: "09:00 - 10:30",
        sessions: [
          {
            title: "محاضرة عامة",
            subtitle: "البحث والسياسات العامة في مجال الصحة الجنسية والإنجابية",
            speakers: [P.ouedraogo],
            moderators: [P.okafor],
            venue: "amphi",
          },
        ],
      },
      coffee,
      {
        time: "11:00 - 12:30",
        sessions: [
          {
            title: "الجلسة الموازية ج — تدريب المهنيين",
            subtitle: "إدماج علم الجنس في المناهج الطبية وشبه الطبية",
            speakers: [P.tazi, P.chraibi],
            moderators: [P.haddad],
            venue: "jay",
          },
          {
            title: "الجلسة الموازية د — الفئات الهشة",
            subtitle: "النساء المهاجرات، والمناطق الريفية، والنساء ذوات الإعاقة",
            speakers: [P.mbeki, P.nkurunziza],
            moderators: [P.kone],
            venue: "ibnRochd",
          },
        ],
      },
      {
        time: "12:30 - 13:30",
        sessions: [
          {
            title: "توزيع الجوائز وحفل الاختتام",
            subtitle: "جائزة أفضل عرض شفهي وأفضل ملصق علمي",
            moderators: [P.benali, P.elidrissi],
            venue: "amphi",
          },
        ],
      },
      {
        time: "13:30 - 15:00",
        kind: "break",
        sessions: [{ title: "غداء الاختتام", venue: "restaurant" }],
      },
    ],
  },
];
