import {
  Baby,
  GraduationCap,
  HeartPulse,
  Landmark,
  Microscope,
  ShieldAlert,
  ShieldPlus,
  Stethoscope,
} from "lucide-react";

type French = typeof import("../themes.ts");

export const RESEARCH_AXES: French["RESEARCH_AXES"] = [
  {
    title: "الابتكارات العلمية",
    text: "مقاربات تشخيصية وعلاجية جديدة، والصحة الرقمية والتطبيب عن بُعد في خدمة الصحة الجنسية.",
    icon: Microscope,
  },
  {
    title: "تدريب المهنيين",
    text: "إدماج علم الجنس في التعليم الأساسي والتدريب المستمر للأطباء والقابلات والممرضين والأخصائيين النفسيين.",
    icon: GraduationCap,
  },
  {
    title: "صحة المرأة",
    text: "الصحة الجنسية والإنجابية في جميع مراحل الحياة، والاختلالات الجنسية، والرفاه.",
    icon: HeartPulse,
  },
  {
    title: "البحث والسياسات",
    text: "إنتاج بيانات إفريقية وترجمتها إلى سياسات عامة وبرامج صحية.",
    icon: Landmark,
  },
];

export const MAJOR_CHALLENGES: French["MAJOR_CHALLENGES"] = [
  {
    title: "الحمل غير المرغوب فيه",
    text: "الحصول على وسائل منع الحمل وعلى المعلومة والمرافقة، ولا سيما بالنسبة للمراهقات.",
    icon: Baby,
  },
  {
    title: "العدوى المنقولة جنسيًا وفيروس العوز المناعي البشري",
    text: "الوقاية المركَّبة والكشف والعلاج والرعاية الملائمة لاحتياجات النساء.",
    icon: ShieldPlus,
  },
  {
    title: "سرطان عنق الرحم",
    text: "التلقيح ضد فيروس الورم الحليمي البشري، والكشف المبكر، والحصول على العلاج في جميع أنحاء القارة.",
    icon: Stethoscope,
  },
  {
    title: "العنف الجنسي",
    text: "الكشف عن الناجيات ورعايتهن طبيًا ونفسيًا وقانونيًا.",
    icon: ShieldAlert,
  },
];
