import { type DecisionMailTexts, decisionLetter } from "./submission-decision.ts";

// Unicode isolates: a reference stays left to right, and a name or a title, Latin or Arabic,
// keeps its own direction and leaves the sentence's punctuation in place (decision 0027).
const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";
const work = `«${FSI}{titre}${PDI}» (${LRI}{reference}${PDI})`;

const letter = decisionLetter({
  greeting: `${FSI}{prenom} {nom}${PDI}، تحية طيبة،`,
  copied: "يتلقّى المؤلفون الآخرون نسخة من هذه الرسالة.",
  signature: `مع أطيب التحيات،\nاللجنة العلمية لمؤتمر ${LRI}{congres}${PDI}`,
});

/**
 * The decision e-mails in Modern Standard Arabic (issue #11): the French templates'
 * placeholders, each once, `{message}` alone on its line (submission-decision-texts.test.ts).
 */
export const DECISION_MAIL_TEXTS_AR: DecisionMailTexts = {
  acceptee_orale: {
    heading: "قبول الملخص لعرض شفهي",
    subject: `قبول ملخصكم ${LRI}{reference}${PDI} لعرض شفهي – {congres}`,
    body: letter(
      `يسعدنا أن نُعلمكم بأن اللجنة العلمية قد قبلت ملخصكم ${work} لتقديمه في عرض شفهي.`,
      "ستصلكم قريبًا مواعيد مداخلتكم وتوجيهات العرض.",
    ),
  },
  acceptee_poster: {
    heading: "قبول الملخص لعرض في شكل ملصق علمي",
    subject: `قبول ملخصكم ${LRI}{reference}${PDI} لعرض في شكل ملصق علمي – {congres}`,
    body: letter(
      `يسعدنا أن نُعلمكم بأن اللجنة العلمية قد قبلت ملخصكم ${work} لعرضه في شكل ملصق علمي.`,
      "ستصلكم قريبًا مواصفات الملصق وموعد عرضه.",
    ),
  },
  a_reviser: {
    heading: "طلب مراجعة الملخص",
    subject: `طلب مراجعة ملخصكم ${LRI}{reference}${PDI} – {congres}`,
    body: letter(
      `درست اللجنة العلمية ملخصكم ${work}، وتطلب منكم مراجعته قبل أن تبتّ فيه.`,
      "نرجو أن ترسلوا إلينا النسخة المراجَعة ردًّا على هذه الرسالة.",
    ),
  },
  refusee: {
    heading: "قرار اللجنة العلمية",
    subject: `القرار بشأن ملخصكم ${LRI}{reference}${PDI} – {congres}`,
    body: letter(
      `نشكركم على تقديم ملخصكم ${work}. وبعد الدراسة المتأنية، يؤسفنا أن نُعلمكم بأن اللجنة العلمية لم تتمكّن من قبوله.`,
      "ونأمل أن نرحّب بكم بين المشاركين في المؤتمر.",
    ),
  },
};
