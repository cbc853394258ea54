import type { Locale } from "@congres/shared";
import { type PdfTexts, pdfTextsFr } from "./pdf-texts.ts";
import { pdfTextsAr } from "./pdf-texts-ar.ts";
import { pdfTextsEn } from "./pdf-texts-en.ts";

const PDF_TEXTS: Record<Locale, PdfTexts> = { fr: pdfTextsFr, en: pdfTextsEn, ar: pdfTextsAr };

/** The receipt's, badge's and certificate's texts in `language` (decision 0072). */
export const pdfTextsIn = (language: Locale): PdfTexts => PDF_TEXTS[language];
