import type { SubmissionFileKind, SubmissionFileType } from "@congres/shared";
import filenamify from "filenamify";

/** The name a file is given when the author's says nothing usable. */
const FALLBACK_NAMES: Record<SubmissionFileKind, string> = {
  poster: "poster",
  slides: "diapositives",
  full_text: "texte-integral",
};

/**
 * The author's file name, cleaned (filenamify: no path, no reserved or control character, at most
 * 100 characters), in Unicode's composed form, with the extension of the type its bytes are —
 * `Poster final.PDF.exe` sent as a PDF is kept as `Poster final.PDF.pdf`.
 */
export function cleanFileName(
  given: string,
  kind: SubmissionFileKind,
  type: SubmissionFileType,
): string {
  const base = (given.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    .replace(/\.(pdf|pptx)$/i, "")
    .replace(/\s+/g, " ")
    .trim();
  const cleaned = filenamify(base, { replacement: "_", maxLength: 90 })
    .replace(/^[.\s_]+/, "")
    .trim();
  return `${cleaned || FALLBACK_NAMES[kind]}.${type}`;
}
