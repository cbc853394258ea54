import type { Locale } from "./locales.ts";

/**
 * The files an accepted author uploads in « Mon espace » (issue #39 item 3, decision 0074): what
 * each kind accepts, how large, and the sentences of a refusal in her language.
 */

export const SUBMISSION_FILE_KINDS = ["poster", "slides", "full_text"] as const;
export type SubmissionFileKind = (typeof SUBMISSION_FILE_KINDS)[number];

/** A type read from the file's bytes (never its name). */
export type SubmissionFileType = "pdf" | "pptx";

const MB = 1024 * 1024;

export const SUBMISSION_FILE_RULES: Record<
  SubmissionFileKind,
  { types: readonly SubmissionFileType[]; maxBytes: number }
> = {
  poster: { types: ["pdf"], maxBytes: 20 * MB },
  slides: { types: ["pdf", "pptx"], maxBytes: 50 * MB },
  full_text: { types: ["pdf"], maxBytes: 10 * MB },
};

/** The largest file of any kind: the multipart parser's own ceiling. */
export const SUBMISSION_FILE_MAX_BYTES = Math.max(
  ...Object.values(SUBMISSION_FILE_RULES).map((rule) => rule.maxBytes),
);

export const SUBMISSION_FILE_CONTENT_TYPES: Record<SubmissionFileType, string> = {
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** One stored file, as the author and staff read it (`201` of an upload, the lists). */
export type SubmissionFileAnswer = {
  id: number;
  kind: SubmissionFileKind;
  name: string;
  size: number;
  sha256: string;
};

/** A file in a list: with its version (1, 2, …), when it came and whether a newer one replaced it. */
export type SubmissionFileRow = SubmissionFileAnswer & {
  version: number;
  uploaded_at: string;
  current: boolean;
};

/** One accepted abstract whose file has not come (`GET /api/admin/submission-files/missing`). */
export type MissingFileRow = {
  id: number;
  reference: string;
  title: string;
  status: string;
  needed: SubmissionFileKind;
  presenter: string;
};

/** `GET /api/space/submissions/:id/files`: the current files and whether uploads are open. */
export type SpaceSubmissionFiles = {
  data: SubmissionFileRow[];
  open: boolean;
  closes_at: string | null;
  /** Why uploads are closed, in her language (not accepted, past the deadline); else null. */
  closed_reason: string | null;
};

type FileMessages = {
  kind: string;
  noFile: string;
  wrongType: (kind: SubmissionFileKind) => string;
  tooLarge: (kind: SubmissionFileKind) => string;
  notAccepted: string;
  closed: (closesAt: string) => string;
};

const SIZE_MB = (kind: SubmissionFileKind) => SUBMISSION_FILE_RULES[kind].maxBytes / MB;

/** The sentences of a refused upload, per language. */
export const SUBMISSION_FILE_MESSAGES: Record<Locale, FileMessages> = {
  fr: {
    kind: "Précisez le type de fichier envoyé : poster, diapositives ou texte intégral.",
    noFile: "Aucun fichier reçu : choisissez un fichier puis envoyez-le.",
    wrongType: (kind) =>
      kind === "slides"
        ? "Ce fichier n'est ni un PDF ni une présentation PowerPoint (.pptx) : envoyez vos diapositives dans l'un de ces formats."
        : "Ce fichier n'est pas un PDF : enregistrez-le au format PDF puis envoyez-le à nouveau.",
    tooLarge: (kind) =>
      `Ce fichier dépasse la taille permise (${SIZE_MB(kind)} Mo au plus) : réduisez-le puis envoyez-le à nouveau.`,
    notAccepted:
      "Les fichiers ne s'envoient qu'une fois le résumé accepté et la décision annoncée.",
    closed: (closesAt) =>
      `L'envoi des fichiers est fermé depuis le ${closesAt} : écrivez au secrétariat pour toute modification.`,
  },
  en: {
    kind: "Say which file this is: poster, slides or full text.",
    noFile: "No file received: choose a file, then send it.",
    wrongType: (kind) =>
      kind === "slides"
        ? "This file is neither a PDF nor a PowerPoint presentation (.pptx): send your slides in one of these formats."
        : "This file is not a PDF: save it as PDF, then send it again.",
    tooLarge: (kind) =>
      `This file is larger than allowed (${SIZE_MB(kind)} MB at most): make it smaller, then send it again.`,
    notAccepted: "Files can be sent only once the abstract is accepted and the decision announced.",
    closed: (closesAt) =>
      `Sending files closed on ${closesAt}: write to the secretariat for any change.`,
  },
  ar: {
    kind: "حدّدوا نوع الملف المرسل: ملصق أو شرائح عرض أو نص كامل.",
    noFile: "لم يصل أي ملف: اختاروا ملفاً ثم أرسلوه.",
    wrongType: (kind) =>
      kind === "slides"
        ? "هذا الملف ليس PDF ولا عرض PowerPoint (.pptx): أرسلوا شرائحكم بإحدى هاتين الصيغتين."
        : "هذا الملف ليس بصيغة PDF: احفظوه بصيغة PDF ثم أرسلوه مجدداً.",
    tooLarge: (kind) =>
      `يتجاوز هذا الملف الحجم المسموح به (${SIZE_MB(kind)} ميغابايت على الأكثر): صغّروه ثم أرسلوه مجدداً.`,
    notAccepted: "لا تُرسل الملفات إلا بعد قبول الملخص والإعلان عن القرار.",
    closed: (closesAt) => `أُغلق إرسال الملفات منذ ${closesAt}: راسلوا الأمانة لأي تعديل.`,
  },
};
