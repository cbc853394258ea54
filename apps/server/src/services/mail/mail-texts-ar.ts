import { leftToRight } from "../languages/answer-messages.ts";
import type { EarlierRegistrations } from "./mail-draft.ts";
import { type DelegateMailTexts, referenceList } from "./mail-texts.ts";

/**
 * The delegates' e-mails in Modern Standard Arabic, addressing the reader with the plural of
 * respect. Addresses, phone numbers and references are isolated left to right (leftToRight), so
 * that their signs stay in place inside the right-to-left sentence.
 */
export const mailTextsAr = {
  language: "ar",

  common: {
    greeting: (name: string) => (name ? `${name}، تحية طيبة،` : "تحية طيبة،"),
    signOff: "مع أطيب التحيات،",
    signature: (shortName: string) => `اللجنة المنظِّمة لمؤتمر ${leftToRight(shortName)}`,
    yes: "نعم",
    no: "لا",
    none: "—",
  },

  layout: {
    contactLabel: "للتواصل:",
    labelSeparator: ": ",
  },

  registration: {
    subject: (shortName: string, reference: string) =>
      `تأكيد التسجيل – ${shortName} – المرجع ${reference}`,
    preview: (reference: string, amount: string) =>
      `مرجعكم ${leftToRight(reference)} ومعلومات الحساب البنكي لدفع ${amount} عبر تحويل بنكي.`,
    previewWithoutBankDetails: (reference: string, amount: string) =>
      `مرجعكم ${leftToRight(reference)} والمبلغ الواجب دفعه عبر تحويل بنكي: ${amount}.`,
    heading: "تم تسجيلكم بنجاح",
    intro: (congressName: string, city: string, dates: string) =>
      `نشكركم على تسجيلكم في ${congressName}، الذي سيُعقد في ${city} أيام ${dates}. لقد تلقّينا طلبكم، وتجدون أدناه مرجعكم والمبلغ الواجب دفعه والخطوات المقبلة.`,
    referenceLabel: "مرجع تسجيلكم",
    referenceHint: "يرجى ذكره في التحويل البنكي وفي جميع مراسلاتكم معنا.",
    duplicateWarning: (earlier: EarlierRegistrations) =>
      `تنبيه: ${earlier.count === 1 ? "سبق تسجيل اشتراك آخر" : `سبق تسجيل اشتراكات أخرى (${earlier.count})`} بعنوان البريد الإلكتروني هذا (${leftToRight(referenceList(earlier))}). إذا كنتم قد سجّلتم أكثر من مرة عن طريق الخطأ، فيرجى دفع رسوم تسجيل واحد فقط والرد على هذه الرسالة، وسنحذف التسجيلات الأخرى.`,
    paymentHeading: "الدفع عبر تحويل بنكي",
    amountLabel: "المبلغ الواجب دفعه",
    tariff: (isStudent: boolean) => (isStudent ? "تعريفة الطلاب" : "تعريفة المشاركين"),
    paymentIntro: "يتم الدفع عبر تحويل بنكي إلى الحساب التالي:",
    bank: {
      accountHolder: "صاحب الحساب",
      bank: "البنك",
      rib: "RIB (رقم الحساب البنكي المغربي)",
      iban: "IBAN",
      swift: "رمز SWIFT",
      amount: "المبلغ",
      transferLabel: "بيان التحويل",
    },
    transferLabelHint: "يرجى نسخ هذا البيان كما هو، فهو الذي يتيح ربط دفعتكم بتسجيلكم.",
    nextStepsHeading: "الخطوات المقبلة",
    nextSteps: {
      transfer: (amount: string) => `قوموا بتحويل مبلغ ${amount} مع ذكر البيان أعلاه.`,
      transferOnceDetailsSent: (amount: string) =>
        `فور استلامكم معلومات الحساب البنكي، قوموا بتحويل مبلغ ${amount} مع ذكر البيان أعلاه.`,
      matching: (reference: string) =>
        `ستقوم أمانة المؤتمر بمطابقة تحويلكم مع تسجيلكم بواسطة المرجع ${leftToRight(reference)}.`,
      keep: "يرجى الاحتفاظ بهذه الرسالة، فهي تتضمن مرجعكم وملخص تسجيلكم.",
      badge: (dates: string, venue: string) =>
        `خلال المؤتمر (${dates}، ${venue})، ستتسلّمون شارتكم من مكتب الاستقبال.`,
      questions: (email: string, phone: string) =>
        `هل لديكم سؤال؟ يكفي الرد على هذه الرسالة، أو مراسلتنا على ${leftToRight(email)} (الهاتف: ${leftToRight(phone)}).`,
    },
    detailsHeading: "المعلومات التي أدخلتموها",
    detailsCorrection: "هل لاحظتم خطأ؟ يرجى إبلاغنا به بالرد على هذه الرسالة.",
    fields: {
      title: "اللقب",
      firstName: "الاسم الأول",
      lastName: "اسم العائلة",
      latinName: "الاسم على الشارة (بالحروف اللاتينية)",
      email: "البريد الإلكتروني",
      phone: "الهاتف",
      specialty: "التخصص",
      institution: "المؤسسة",
      address: "العنوان",
      city: "المدينة",
      country: "البلد",
      participationType: "نوع المشاركة",
      accommodation: "الحاجة إلى الإقامة",
      dietaryRestrictions: "حمية غذائية خاصة",
      emergencyContact: "جهة الاتصال في حالات الطوارئ",
      emergencyPhone: "هاتف الطوارئ",
    },
  },

  submission: {
    subject: (shortName: string, reference: string, title: string) =>
      `تم استلام العمل المقدَّم – ${shortName} – المرجع ${reference} – ${title}`,
    preview: (reference: string) =>
      `تم تسجيل عملكم المقدَّم ${leftToRight(reference)}، وإليكم ملخصه.`,
    heading: "تم استلام عملكم المقدَّم",
    intro: (congressName: string) =>
      `نشكركم على تقديم عملكم إلى ${congressName}. لقد تم تسجيله، وستتولى اللجنة العلمية تقييمه.`,
    referenceLabel: "مرجع عملكم المقدَّم",
    referenceHint: "يرجى ذكره في جميع مراسلاتكم مع اللجنة العلمية.",
    results: (dateLabel: string) => `ستُبلَّغون بنتائج التقييم ${dateLabel}.`,
    summaryHeading: "عملكم المقدَّم",
    fields: {
      title: "العنوان",
      submissionType: "النوع",
      category: "المحور",
      keywords: "الكلمات المفتاحية",
      submittedBy: "مقدَّم من",
      conflict: "تضارب المصالح",
    },
    authorsHeading: "المؤلفون",
    presenting: "(المؤلف المقدِّم)",
    abstractHeading: "الملخص",
    conflictDeclared: (description: string) => `تضارب مصالح مُصرَّح به: ${description}`,
    noConflict: "لم يُصرَّح بأي تضارب في المصالح",
    questions: (email: string) =>
      `لأي سؤال بخصوص عملكم المقدَّم، يرجى مراسلتنا على ${leftToRight(email)} مع ذكر مرجعكم.`,
  },

  contact: {
    subject: (shortName: string) => `تلقّينا رسالتكم – ${shortName}`,
    preview: "شكرًا على رسالتكم، وسيرد عليكم فريقنا في أقرب الآجال.",
    heading: "شكرًا على رسالتكم",
    intro: (email: string) =>
      `لقد تلقّينا رسالتكم، وسيرد عليكم فريقنا في أقرب وقت ممكن على هذا العنوان (${leftToRight(email)}).`,
    copyHeading: "نسخة من رسالتكم",
    defaultSubject: "طلب معلومات",
    fields: {
      subject: "الموضوع",
      phone: "الهاتف",
      institution: "المؤسسة",
    },
  },
  paymentReceipt: {
    subject: (shortName: string, number: string) =>
      `إيصال الدفع رقم ${leftToRight(number)} – ${shortName}`,
    preview: (amount: string) => `لقد تلقّينا دفعتكم بمبلغ ${leftToRight(amount)}.`,
    heading: "تم استلام دفعتكم",
    intro: (congressName: string) =>
      `لقد تلقّينا دفع رسوم تسجيلكم في ${congressName}، وأصبح تسجيلكم مسدَّدًا.`,
    attached: "تجدون إيصال الدفع مرفقًا بهذه الرسالة بصيغة PDF.",
    fields: {
      reference: "مرجع التسجيل",
      amount: "المبلغ المستلم",
      number: "رقم الإيصال",
    },
    fileName: (number: string) => `receipt-${number}.pdf`,
  },
  paymentReceiptCancellation: {
    subject: (shortName: string, number: string) =>
      `إلغاء إيصال الدفع رقم ${leftToRight(number)} – ${shortName}`,
    preview: (number: string) => `تم إلغاء إيصال الدفع الخاص بكم رقم ${leftToRight(number)}.`,
    heading: "تم إلغاء إيصال الدفع الخاص بكم",
    intro: (number: string, reference: string) =>
      `تم إلغاء إيصال الدفع رقم ${leftToRight(number)} الصادر لتسجيلكم ${leftToRight(reference)}، ولم يعد صالحًا. يرجى عدم استعماله.`,
    fields: {
      reference: "مرجع التسجيل",
      number: "رقم الإيصال الملغى",
    },
    questions: (email: string) =>
      `لأي سؤال، يرجى التواصل مع اللجنة المنظِّمة على ${leftToRight(email)} مع ذكر مرجعكم.`,
  },

  attendanceCertificate: {
    subject: (shortName: string) => `شهادة حضور – ${shortName}`,
    preview: (congressName: string) => `شهادة حضوركم في ${congressName}.`,
    heading: "شهادة حضوركم",
    intro: (congressName: string) =>
      `نشكركم على مشاركتكم في ${congressName}. تجدون شهادة حضوركم مرفقة بهذه الرسالة بصيغة PDF.`,
    fileName: (reference: string) => `certificate-${reference}.pdf`,
  },
  space: {
    registration:
      "في «فضائي» تجدون تسجيلكم، وتصحّحون اسمكم قبل طباعة الشارات، وتحمّلون وثائقكم؛ اطلبوا فيه رابط دخول بعنوان البريد الإلكتروني هذا:",
    submission:
      "في «فضائي» تجدون مشاركتكم، وقرار اللجنة بعد إرساله إليكم؛ اطلبوا فيه رابط دخول بعنوان البريد الإلكتروني هذا:",
  },
  waitlistOffer: {
    subject: (label: string, shortName: string) => `تحرّر مكان: ${label} – ${shortName}`,
    preview: "مكان محجوز لكم لمدة 48 ساعة.",
    heading: "تحرّر مكان",
    intro: (label: string) => `كنتم على قائمة انتظار «${label}»: تحرّر للتوّ مكان، وهو محجوز لكم.`,
    action: "حجز مكاني",
    validity: (until: string) =>
      `يفتح الرابط استمارة التسجيل مع هذا الخيار، ويبقى صالحاً حتى ${until}. بعد ذلك يُعرض المكان على الشخص التالي.`,
    copy: "إذا لم يُفتح الزر، انسخوا هذا العنوان في متصفحكم:",
  },
  spaceLink: {
    subject: (shortName: string) => `رابط الدخول إلى «فضائي» – ${shortName}`,
    preview: "رابطكم لفتح «فضائي»، صالح لمدة 30 دقيقة.",
    heading: "رابط الدخول الخاص بكم",
    intro: (congressName: string) =>
      `طلبتم فتح «فضائي»، حيث تجدون تسجيلاتكم ومشاركاتكم في ${congressName}. استعملوا الزر أدناه.`,
    action: "فتح فضائي",
    validity: (until: string) => `لا يُستعمل هذا الرابط إلا مرة واحدة ويبقى صالحاً حتى ${until}.`,
    copy: "إذا لم يُفتح الزر، انسخوا هذا العنوان في متصفحكم:",
    ifNotYou: "إذا لم تطلبوا شيئاً، تجاهلوا هذه الرسالة: بدون هذا الرابط لا يمكن لأحد فتح فضائكم.",
  },
  registrationCancellation: {
    subject: {
      cancelled: (shortName: string, reference: string) =>
        `إلغاء تسجيلكم ${reference} – ${shortName}`,
      requested: (shortName: string, reference: string) =>
        `تم استلام طلب الإلغاء – التسجيل ${reference} – ${shortName}`,
      refunded: (shortName: string, reference: string) =>
        `استرداد المبلغ وإلغاء تسجيلكم ${reference} – ${shortName}`,
    },
    heading: {
      cancelled: "تم إلغاء تسجيلكم",
      requested: "استلمنا طلب الإلغاء الخاص بكم",
      refunded: "تم إلغاء تسجيلكم واسترداد المبلغ",
    },
    intro: {
      cancelled: (reference: string) =>
        `تم إلغاء تسجيلكم ${reference} كما طلبتم من فضائكم. وبما أنه لم يتم استلام أي دفعة، فليس عليكم أداء أي مبلغ.`,
      requested: (reference: string, amount: string) =>
        `استلمنا طلبكم إلغاء التسجيل ${reference}. ستعيد الأمانة المبلغ المستلم (${amount}) إلى الحساب الذي ذكرتموه، ثم تلغي التسجيل: وستؤكد لكم ذلك رسالة إلكترونية.`,
      refunded: (reference: string, amount: string) =>
        `أعادت الأمانة إليكم مبلغ ${amount} على الحساب الذي ذكرتموه، وتم إلغاء تسجيلكم ${reference}.`,
    },
    fields: {
      reference: "مرجع التسجيل",
      amount: "المبلغ",
      account: "حساب الاسترداد",
    },
    questions: (email: string) =>
      `لأي استفسار، يرجى التواصل مع اللجنة المنظمة على ${email} مع ذكر مرجعكم.`,
  },
  visaLetter: {
    subject: (shortName: string) => `رسالة دعوة – ${shortName}`,
    approvedPreview: "رسالة الدعوة الخاصة بطلب التأشيرة جاهزة.",
    approvedHeading: "رسالة الدعوة الخاصة بكم",
    approvedIntro: (reference: string) =>
      `تجدون مرفقة بهذه الرسالة، بصيغة PDF، رسالة الدعوة الخاصة بالتسجيل ${reference}. يمكنكم أيضًا تنزيلها من فضائكم. ويمكن للقنصلية التحقق من صحتها بواسطة رمز QR الذي تحمله.`,
    refusedSubject: (shortName: string) => `طلب رسالة دعوة – ${shortName}`,
    refusedPreview: "لم يُقبل طلبكم لرسالة الدعوة.",
    refusedHeading: "طلبكم لرسالة الدعوة",
    refusedIntro: (reference: string) =>
      `تعذّر على الكتابة العامة قبول طلبكم لرسالة الدعوة الخاص بالتسجيل ${reference}، للسبب التالي:`,
    refusedAfter: "يمكنكم تقديم طلب جديد من فضائكم، أو الرد على هذه الرسالة لأي استفسار.",
    fileName: (reference: string) => `invitation-letter-${reference}.pdf`,
  },
} as const satisfies DelegateMailTexts;
