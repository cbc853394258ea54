import type { Locale } from "@congres/shared";

/** The delegate space's own answers, in the delegate's language (decision 0068). */
export type SpaceMessages = {
  /** 401: no live delegate session on an `/api/space` route. */
  signInRequired: string;
  /** 202 of `POST /api/space/link`: the same for a known and an unknown address. */
  linkRequested: string;
  /** 410 of `POST /api/space/session`: unknown, used or expired link. */
  linkInvalid: string;
  signedOut: string;
  /** 422 of `PUT /api/space/agenda`: a list that is not the programme's session ids. */
  agendaInvalid: string;
};

export const SPACE_MESSAGES: Record<Locale, SpaceMessages> = {
  fr: {
    signInRequired:
      "Connectez-vous à votre espace : demandez un lien de connexion sur la page « Mon espace ».",
    linkRequested:
      "Si cette adresse figure dans nos inscriptions ou nos soumissions, un e-mail vient de lui être envoyé avec un lien de connexion valable 30 minutes. Pensez à regarder dans les indésirables.",
    linkInvalid:
      "Ce lien n'est plus valable : il a déjà servi ou il a expiré. Demandez-en un nouveau sur la page « Mon espace ».",
    signedOut: "Vous êtes déconnecté·e de votre espace.",
    agendaInvalid: "Votre programme n'a pas pu être enregistré. Rechargez la page et réessayez.",
  },
  en: {
    signInRequired: "Sign in to your space: ask for a sign-in link on the « My space » page.",
    linkRequested:
      "If this address is in our registrations or submissions, an e-mail has just been sent to it with a sign-in link valid for 30 minutes. Remember to check your spam folder.",
    linkInvalid:
      "This link is no longer valid: it has already been used or it has expired. Ask for a new one on the « My space » page.",
    signedOut: "You are signed out of your space.",
    agendaInvalid: "Your programme could not be saved. Reload the page and try again.",
  },
  ar: {
    signInRequired: "سجّلوا الدخول إلى فضائكم: اطلبوا رابط الدخول من صفحة «فضائي».",
    linkRequested:
      "إذا كان هذا العنوان مسجّلاً في تسجيلاتنا أو مشاركاتنا، فقد أُرسلت إليه للتو رسالة تتضمن رابط دخول صالحاً لمدة 30 دقيقة. تحقّقوا أيضاً من مجلد الرسائل غير المرغوب فيها.",
    linkInvalid:
      "لم يعد هذا الرابط صالحاً: سبق استعماله أو انتهت صلاحيته. اطلبوا رابطاً جديداً من صفحة «فضائي».",
    signedOut: "تمّ تسجيل خروجكم من فضائكم.",
    agendaInvalid: "تعذّر حفظ برنامجكم. أعيدوا تحميل الصفحة ثم حاولوا مجدداً.",
  },
};
