import { ABSTRACT_MAX_WORDS } from "./abstract-words.ts";
import type { ValidationMessages } from "./messages.ts";

/**
 * The Arabic validation messages, in Modern Standard Arabic. Numbers stay in Western digits
 * (decision 0027), and limits are worded as "the number of … must not exceed N" so that no
 * counted noun has to agree with N (Arabic changes the noun's number and case with N).
 */
export const messagesAr = {
  registration: {
    firstName: "يجب أن يتكوّن الاسم الأول من حرفين على الأقل",
    lastName: "يجب أن يتكوّن اسم العائلة من حرفين على الأقل",
    email: "البريد الإلكتروني غير صالح",
    phone: "رقم الهاتف غير صالح",
    title: "يرجى اختيار اللقب",
    specialty: "يرجى تحديد تخصصك",
    institution: "اسم المؤسسة مطلوب",
    address: "العنوان مطلوب",
    city: "المدينة مطلوبة",
    country: "البلد مطلوب",
    participationType: "نوع المشاركة مطلوب",
    emergencyContact: "اسم الشخص الذي يُتّصل به في حالات الطوارئ مطلوب",
    emergencyPhone: "رقم هاتف الطوارئ مطلوب",
    termsAccepted: "يجب الموافقة على الشروط والأحكام",
    latinName: "اكتب هذا الاسم بالحروف اللاتينية (من A إلى Z)",
  },
  submission: {
    firstName: "يجب أن يتكوّن الاسم الأول من حرفين على الأقل",
    lastName: "يجب أن يتكوّن اسم العائلة من حرفين على الأقل",
    firstNameRequired: "الاسم الأول مطلوب",
    lastNameRequired: "اسم العائلة مطلوب",
    email: "البريد الإلكتروني غير صالح",
    phone: "رقم الهاتف غير صالح",
    institution: "اسم المؤسسة مطلوب",
    country: "البلد مطلوب",
    submissionType: "يرجى اختيار نوع المشاركة العلمية",
    category: "يرجى اختيار المحور",
    title: "عنوان العمل مطلوب",
    abstract: "الملخص مطلوب",
    abstractTooLong: `يجب ألا يتجاوز عدد كلمات الملخص ${ABSTRACT_MAX_WORDS}`,
    conflictDescription: "يرجى وصف تضارب المصالح",
    acceptance: "يرجى الموافقة على شروط تقديم الأعمال",
    authorsRequired: "يجب إضافة مؤلف واحد على الأقل",
    authorsTooMany: "الحد الأقصى لعدد المؤلفين هو 20",
    authorFirstName: "يجب أن يتكوّن الاسم الأول للمؤلف من حرفين على الأقل",
    authorLastName: "يجب أن يتكوّن اسم عائلة المؤلف من حرفين على الأقل",
    authorFirstNameRequired: "الاسم الأول للمؤلف مطلوب",
    authorLastNameRequired: "اسم عائلة المؤلف مطلوب",
    authorEmail: "البريد الإلكتروني للمؤلف غير صالح",
    authorCountry: "بلد المؤلف غير صالح",
    presentingAuthorMissing: "يرجى تحديد المؤلف الذي سيقدّم العمل",
    presentingAuthorSeveral: "يجب تحديد مؤلف واحد فقط لتقديم العمل",
  },
  contact: {
    email: "البريد الإلكتروني غير صالح",
    phone: "رقم الهاتف غير صالح",
    message: "نص الرسالة مطلوب",
  },
  visaLetter: {
    passportNumber: "رقم جواز السفر غير صالح (من 5 إلى 20 حرفًا أو رقمًا)",
    nationality: "الجنسية مطلوبة",
    birthDate: "تاريخ الميلاد غير صالح (YYYY-MM-DD)",
    passportExpiry: "تاريخ انتهاء صلاحية جواز السفر غير صالح (YYYY-MM-DD)",
    passportExpiresTooSoon: "يجب أن يبقى جواز السفر صالحًا بعد نهاية المؤتمر",
    placeOfBirth: "مكان الميلاد مطلوب",
  },
  common: {
    invalidChoice: "اختيار غير صالح",
    invalidValue: "قيمة غير صالحة",
    forbiddenCharacters: "يحتوي هذا الحقل على رموز غير مسموح بها",
    tooLong: (max: number) => `يجب ألا يتجاوز عدد أحرف هذا الحقل ${max}`,
    formInvalid: "يحتوي النموذج على أخطاء، يرجى تصحيحها.",
  },
} as const satisfies ValidationMessages;
