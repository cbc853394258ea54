import type { Locale } from "@congres/shared";

/** The answers of an author's own submission in « Mon espace » (issue #39), in her language. */
export type SpaceSubmissionMessages = {
  /** 409 of an edit once the submissions' closing time has passed. */
  editsClosed: (closedAt: string, contactEmail: string) => string;
  /** 409 of an edit once the committee has decided. */
  decided: (contactEmail: string) => string;
  /** 409: staff corrected it between her read and her write. */
  changedMeanwhile: string;
  /** 409 of confirm/withdraw before the decision mail has gone. */
  noDecisionYet: string;
  /** 409 of confirm for a submission that was not accepted. */
  notAccepted: string;
  /** 409 of confirm/withdraw once withdrawn. */
  withdrawn: string;
  /** 400: a withdrawal without its reason. */
  reasonRequired: string;
};

export const SPACE_SUBMISSION_MESSAGES: Record<Locale, SpaceSubmissionMessages> = {
  fr: {
    editsClosed: (closedAt, email) =>
      `Les soumissions sont closes depuis le ${closedAt} : votre résumé ne se modifie plus en ligne. Écrivez au secrétariat (${email}) pour toute correction.`,
    decided: (email) =>
      `Le comité scientifique a rendu sa décision sur ce résumé : il ne se modifie plus en ligne. Écrivez au secrétariat (${email}) pour toute correction.`,
    changedMeanwhile:
      "Votre résumé vient d'être corrigé par le secrétariat. Rechargez la page, puis refaites votre modification.",
    noDecisionYet:
      "Vous pourrez confirmer ou retirer votre présentation une fois la décision du comité reçue.",
    notAccepted: "Seul un résumé accepté se présente au congrès.",
    withdrawn: "Cette présentation a été retirée.",
    reasonRequired: "Indiquez la raison du retrait.",
  },
  en: {
    editsClosed: (closedAt, email) =>
      `Submissions closed on ${closedAt}: your abstract can no longer be changed online. Please write to the secretariat (${email}) for any correction.`,
    decided: (email) =>
      `The scientific committee has decided on this abstract: it can no longer be changed online. Please write to the secretariat (${email}) for any correction.`,
    changedMeanwhile:
      "Your abstract has just been corrected by the secretariat. Please reload the page, then make your change again.",
    noDecisionYet:
      "You will be able to confirm or withdraw your presentation once you have received the committee's decision.",
    notAccepted: "Only an accepted abstract is presented at the congress.",
    withdrawn: "This presentation has been withdrawn.",
    reasonRequired: "Please give the reason for the withdrawal.",
  },
  ar: {
    editsClosed: (closedAt, email) =>
      `أُغلق باب المشاركات في ${closedAt}: لم يعد بالإمكان تعديل ملخصكم عبر الإنترنت. راسلوا الأمانة (${email}) لأي تصحيح.`,
    decided: (email) =>
      `أصدرت اللجنة العلمية قرارها بشأن هذا الملخص: لم يعد بالإمكان تعديله عبر الإنترنت. راسلوا الأمانة (${email}) لأي تصحيح.`,
    changedMeanwhile: "صحّحت الأمانة ملخصكم للتو. أعيدوا تحميل الصفحة ثم أعيدوا التعديل.",
    noDecisionYet: "ستتمكنون من تأكيد عرضكم أو سحبه بعد استلام قرار اللجنة.",
    notAccepted: "لا يُعرض في المؤتمر إلا الملخص المقبول.",
    withdrawn: "تمّ سحب هذا العرض.",
    reasonRequired: "اذكروا سبب السحب.",
  },
};
