import type { Locale } from "@congres/shared";

/** What the public check says of a code it does not know, in the visitor's language. */
export const verificationMessages: Record<Locale, { unknownCode: string }> = {
  fr: { unknownCode: "Aucun document ne porte ce code de vérification." },
  en: { unknownCode: "No document bears this verification code." },
  ar: { unknownCode: "لا توجد أي وثيقة تحمل رمز التحقق هذا." },
};
