import {
  BANK_DETAILS_WITHHELD_MESSAGE,
  type ClosableForm,
  deadlineMessages,
  edition,
  INTL_LOCALES,
  type Locale,
  VALIDATION_MESSAGES,
} from "@congres/shared";

/**
 * The server's own answers on the public paths, in each language (decision 0027): the 422
 * summary, the 4xx of a request the server cannot read (413 too large, bad JSON…), the 419 of a
 * refused CSRF token, the 403 of a closed form, the 429 of too many writes, the 404. The French
 * ones are the sentences the API has always given; the admin area only ever gets those.
 */
export type AnswerMessages = {
  formInvalid: string;
  /** Said of a field whose schema has no message of its own for this failure. */
  fieldFallback: string;
  genericClient: string;
  bodyTooLarge: string;
  invalidJson: string;
  emptyJson: string;
  invalidMediaType: string;
  invalidContentLength: string;
  serverError: string;
  notFound: string;
  csrfRefused: string;
  tooManyWrites: (seconds: number) => string;
  /** Past the sign-in steps' limit per address (decision 0055). */
  tooManyAttempts: (seconds: number) => string;
  formClosed: (form: ClosableForm, closesAt: string, contactEmail: string) => string;
  /** Instead of provisional bank details (decision 0018): on the page and in the mail. */
  bankDetailsWithheld: string;
};

/** "dans 45 secondes", "dans 12 minutes": when the visitor may send again. */
export function retryDelayText(seconds: number): string {
  if (seconds <= 90) return seconds <= 1 ? "dans 1 seconde" : `dans ${seconds} secondes`;
  return `dans ${Math.ceil(seconds / 60)} minutes`;
}

const retryDelayEnglish = (seconds: number) => {
  if (seconds <= 90) return seconds <= 1 ? "in 1 second" : `in ${seconds} seconds`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
};

// Arabic counts with agreement: 1 and 2 have their own forms, 3–10 take the plural, 11–99 the
// singular accusative, round hundreds the singular genitive; Intl.PluralRules names these cases.
let arabicPlural: Intl.PluralRules | undefined;
const arabicCount = (
  count: number,
  forms: { one: string; two: string; few: string; many: string },
) => {
  arabicPlural ??= new Intl.PluralRules("ar");
  const rule = arabicPlural.select(count);
  if (rule === "one") return forms.one;
  if (rule === "two") return forms.two;
  if (rule === "few") return `${count} ${forms.few}`;
  return `${count} ${forms.many}`;
};

const retryDelayArabic = (seconds: number) =>
  seconds <= 90
    ? `بعد ${arabicCount(Math.max(1, seconds), { one: "ثانية واحدة", two: "ثانيتين", few: "ثوانٍ", many: "ثانية" })}`
    : `بعد ${arabicCount(Math.ceil(seconds / 60), { one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة" })}`;

/**
 * A closing time in the visitor's language, Casablanca's wall clock, Western digits, 24-hour
 * clock (plain `ar` would say "11:59 م").
 */
export const closingTimeIn = (tag: string) => {
  // Made with the first closing time: ICU's data is paged in then, not at start.
  let format: Intl.DateTimeFormat | undefined;
  return (iso: string) => {
    format ??= new Intl.DateTimeFormat(tag, {
      timeZone: edition.timeZone,
      dateStyle: "long",
      timeStyle: "short",
      hourCycle: "h23",
    });
    return format.format(new Date(iso));
  };
};
const closingTimeEnglish = closingTimeIn(INTL_LOCALES.en);
const closingTimeArabic = closingTimeIn(INTL_LOCALES.ar);

/**
 * An address or a number inside Arabic text, isolated left to right (U+2066 … U+2069), so that
 * its dots and signs stay in place whatever surrounds it.
 */
export const leftToRight = (value: string) => `\u2066${value}\u2069`;

const french: AnswerMessages = {
  formInvalid: VALIDATION_MESSAGES.fr.common.formInvalid,
  fieldFallback: "Valeur invalide.",
  genericClient: "La requête est invalide.",
  bodyTooLarge: "La requête est trop volumineuse.",
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  emptyJson: "Le corps de la requête JSON est vide.",
  invalidMediaType: "Type de contenu non pris en charge : envoyez du JSON.",
  invalidContentLength: "La longueur annoncée de la requête est incorrecte.",
  serverError: "Une erreur interne est survenue. Veuillez réessayer plus tard.",
  notFound: "Ressource introuvable.",
  csrfRefused:
    "Votre session a expiré ou la requête n'est pas autorisée. Rechargez la page et réessayez.",
  tooManyWrites: (seconds) =>
    `Trop d'envois depuis votre connexion. Pour protéger le site, les envois sont limités : veuillez réessayer ${retryDelayText(seconds)}.`,
  tooManyAttempts: (seconds) =>
    `Trop de tentatives depuis votre connexion. Pour protéger le site, les tentatives sont limitées : veuillez réessayer ${retryDelayText(seconds)}.`,
  formClosed: deadlineMessages.closed,
  bankDetailsWithheld: BANK_DETAILS_WITHHELD_MESSAGE,
};

const english: AnswerMessages = {
  formInvalid: VALIDATION_MESSAGES.en.common.formInvalid,
  fieldFallback: "Invalid value.",
  genericClient: "The request is invalid.",
  bodyTooLarge: "The request is too large.",
  invalidJson: "The request body is not valid JSON.",
  emptyJson: "The JSON request body is empty.",
  invalidMediaType: "Unsupported content type: please send JSON.",
  invalidContentLength: "The declared length of the request is incorrect.",
  serverError: "An internal error occurred. Please try again later.",
  notFound: "Resource not found.",
  csrfRefused:
    "Your session has expired or the request is not allowed. Please reload the page and try again.",
  tooManyWrites: (seconds) =>
    `Too many submissions from your connection. To protect the site, submissions are limited: please try again ${retryDelayEnglish(seconds)}.`,
  tooManyAttempts: (seconds) =>
    `Too many attempts from your connection. To protect the site, attempts are limited: please try again ${retryDelayEnglish(seconds)}.`,
  formClosed: (form, closesAt, contactEmail) =>
    `${form === "registration" ? "Registration closed" : "Submissions closed"} on ${closingTimeEnglish(closesAt)} (${edition.city} time). For any request, please write to ${contactEmail}.`,
  bankDetailsWithheld: "The bank details for the transfer will be sent to you by email.",
};

const arabic: AnswerMessages = {
  formInvalid: VALIDATION_MESSAGES.ar.common.formInvalid,
  fieldFallback: "قيمة غير صالحة.",
  genericClient: "الطلب غير صالح.",
  bodyTooLarge: "حجم الطلب كبير جدًا.",
  invalidJson: "محتوى الطلب ليس بصيغة JSON صالحة.",
  emptyJson: "محتوى الطلب بصيغة JSON فارغ.",
  invalidMediaType: "نوع المحتوى غير مدعوم: يرجى الإرسال بصيغة JSON.",
  invalidContentLength: "الطول المعلَن للطلب غير صحيح.",
  serverError: "حدث خطأ داخلي. يرجى المحاولة مرة أخرى لاحقًا.",
  notFound: "المورد المطلوب غير موجود.",
  csrfRefused:
    "انتهت صلاحية جلستك أو أن الطلب غير مسموح به. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.",
  tooManyWrites: (seconds) =>
    `عدد الإرسالات من اتصالك كبير جدًا. لحماية الموقع، عدد الإرسالات محدود: يرجى المحاولة مرة أخرى ${retryDelayArabic(seconds)}.`,
  tooManyAttempts: (seconds) =>
    `عدد المحاولات من اتصالك كبير جدًا. لحماية الموقع، عدد المحاولات محدود: يرجى المحاولة مرة أخرى ${retryDelayArabic(seconds)}.`,
  formClosed: (form, closesAt, contactEmail) =>
    `${form === "registration" ? "أُغلق باب التسجيل" : "أُغلق باب تقديم الأعمال"} في ${closingTimeArabic(closesAt)} (بتوقيت الدار البيضاء). لأي استفسار، يرجى مراسلتنا على ${leftToRight(contactEmail)}.`,
  bankDetailsWithheld: "ستصلكم معلومات الحساب البنكي الخاصة بالتحويل عبر البريد الإلكتروني.",
};

export const ANSWER_MESSAGES: Record<Locale, AnswerMessages> = {
  fr: french,
  en: english,
  ar: arabic,
};
