/**
 * The page language's data for the browser (decisions 0026, 0029): the forms' validation
 * catalogue, the choice lists' labels and the edition's worded facts. This module holds the
 * three languages (the server build, which prerenders every page); the browser bundles import
 * one of `fr.ts`, `en.ts`, `ar.ts` instead (prerender/locale-bundle-plugin.ts), so a page ships
 * its own language only.
 */
import {
  CHOICE_LABELS,
  type ChoiceLabels,
  EDITION_WORDING,
  type EditionWording,
  messages,
  type ValidationMessages,
} from "@congres/shared/facts";
import { messagesAr } from "@congres/shared/messages-ar";
import { messagesEn } from "@congres/shared/messages-en";
import type { Locale } from "../locale.ts";

const CATALOGUES: Record<Locale, ValidationMessages> = {
  fr: messages,
  en: messagesEn,
  ar: messagesAr,
};

export const validationCatalogue = (locale: Locale): ValidationMessages => CATALOGUES[locale];
export const choiceLabels = (locale: Locale): ChoiceLabels => CHOICE_LABELS[locale];
export const editionWording = (locale: Locale): EditionWording => EDITION_WORDING[locale];
