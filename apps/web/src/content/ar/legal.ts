import { edition } from "../../lib/edition.ts";

type French = typeof import("../legal.ts");
type LegalSection = French["CGU_SECTIONS"][number];

const { legal, contact } = edition;
const site = edition.siteUrl.replace(/^https?:\/\//, "");

/** Keeps an address, a number or a Latin name left to right inside the Arabic sentence. */
const ltr = (value: string) => `\u2066${value}\u2069`;

/** Said first on each translated legal page: the French text is the one that binds. */
const BINDING_VERSION =
  "هذه الترجمة العربية مقدَّمة على سبيل الإعلام فقط. النسخة الفرنسية من هذه الوثيقة هي وحدها الملزمة قانونًا، وفي حال وجود أي اختلاف، يُعتدّ بالنسخة الفرنسية.";

const ASSOCIATION = ltr("Association Marocaine de Sexologie");

const editorParagraphs = [
  `يتولى نشرَ الموقع ${ltr(site)} جمعيةُ ${ASSOCIATION}، وهي جمعية لا تهدف إلى الربح، يوجد مقرها في الدار البيضاء، المغرب.`,
  `مدير النشر: رئيس جمعية ${ASSOCIATION}.`,
  `للتواصل: ${ltr(contact.email)} — الهاتف: ${ltr(contact.phone)}.`,
];

const hostParagraph = `يستضيف الموقعَ ${ltr(`${legal.host.name}, ${legal.host.address} (${legal.host.website})`)}.`;

/** The sections of both legal pages, as in the French module; `purpose` differs between them. */
function legalSections(purpose: string[]): LegalSection[] {
  return [
    {
      id: "preambule",
      title: "تمهيد",
      paragraphs: [
        BINDING_VERSION,
        `تسري هذه الوثيقة على موقع المؤتمر الإفريقي الأول لعلم الجنس والصحة الجنسية (${ltr(edition.shortName)}). ويُعدّ تصفح الموقع قبولًا من المستخدم، دون تحفظ، للأحكام الواردة أدناه.`,
        ...editorParagraphs,
        hostParagraph,
      ],
    },
    {
      id: "definitions",
      title: "تعريفات",
      paragraphs: [
        "«الموقع»: مجموع الصفحات المتاحة على العنوان المذكور أعلاه. «الناشر»: الجمعية المذكورة في التمهيد. «المستخدم»: كل شخص يتصفح الموقع أو يرسل عبره استمارة. «المحتويات»: النصوص والصور والشعارات والبرامج والوثائق المنشورة على الموقع.",
      ],
    },
    { id: "objet", title: "الغرض", paragraphs: purpose },
    {
      id: "acces",
      title: "الولوج إلى الموقع",
      paragraphs: [
        "الموقع متاح مجانًا لكل مستخدم يتوفر على اتصال بالإنترنت. ويتحمل المستخدم تكاليف الاتصال والتجهيزات.",
        "يحرص الناشر على ضمان استمرارية الولوج إلى الموقع، غير أنه يجوز له إيقافه لأغراض الصيانة أو في حالة القوة القاهرة، دون أن تترتب على ذلك أي مسؤولية عليه.",
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "الملكية الفكرية",
      paragraphs: [
        "محتويات الموقع محمية بموجب قانون الملكية الفكرية. ويُمنع أي نسخ أو عرض أو نشر لها، كليًا أو جزئيًا، دون إذن كتابي من الناشر.",
        "تبقى الملخصات والملصقات العلمية المقدَّمة ملكًا لمؤلفيها، الذين يأذنون للناشر بنشرها في إطار المؤتمر في حال قبولها.",
      ],
    },
    {
      id: "obligations",
      title: "التزامات المستخدم",
      paragraphs: [
        "يلتزم المستخدم بتقديم معلومات صحيحة في استمارات التسجيل والتقديم والتواصل، وبألّا يقدّم إلا أعمالًا هو مؤلفها أو يملك حقوقها.",
        "ويمتنع عن أي فعل من شأنه الإخلال بسير الموقع أو المساس بأمنه.",
      ],
    },
    {
      id: "responsabilite",
      title: "المسؤولية",
      paragraphs: [
        "المعلومات المنشورة (البرنامج، المتدخلون، الأماكن، المواعيد) مقدَّمة على سبيل الاستئناس وقابلة للتغيير. ولا يتحمل الناشر أي مسؤولية عن خطأ أو سهو، ولا عن الأضرار الناتجة عن استعمال الموقع.",
      ],
    },
    {
      id: "liens",
      title: "الروابط التشعبية",
      paragraphs: [
        "قد يتضمن الموقع روابط نحو مواقع أخرى (خرائط، شركاء). ولا يمارس الناشر أي رقابة على هذه المواقع، ويخلي مسؤوليته عن محتواها.",
        "يخضع كل رابط نحو هذا الموقع لإذن مسبق من الناشر.",
      ],
    },
    {
      id: "modifications",
      title: "التعديلات",
      paragraphs: [
        "يجوز للناشر تعديل هذه الوثيقة في أي وقت؛ والنسخة السارية هي المنشورة على الموقع. آخر تحديث: 1 سبتمبر 2025.",
      ],
    },
    {
      id: "droit-applicable",
      title: "القانون الواجب التطبيق",
      paragraphs: [
        "تخضع هذه الوثيقة للقانون الفرنسي. وفي حال تعذّر التسوية الودية، يؤول الاختصاص في أي نزاع يتعلق بتفسيرها أو تنفيذها إلى المحاكم الفرنسية المختصة.",
      ],
    },
  ];
}

export const CGU_SECTIONS: French["CGU_SECTIONS"] = legalSections([
  "تنظم شروط الاستخدام العامة هذه استعمالَ موقع المؤتمر.",
  "يتيح الموقع الاطلاع على برنامج المؤتمر ومحاوره، وتقديم الأعمال العلمية (الملخصات والملصقات)، والتسجيل في المؤتمر، والتواصل مع الجهات المنظِّمة.",
]);

export const LEGAL_NOTICE_SECTIONS: French["LEGAL_NOTICE_SECTIONS"] = legalSections([
  "يحدد هذا الإشعار القانوني هوية ناشر الموقع والجهة المستضيفة له، ويبيّن الشروط التي يمكن بموجبها استعمال محتوياته.",
  "تُستخدم البيانات المرسلة عبر الاستمارات حصريًا لتنظيم المؤتمر؛ ويحق للمستخدم طلب الاطلاع عليها أو تصحيحها أو حذفها بمراسلة عنوان التواصل.",
]);
