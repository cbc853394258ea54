import type { PdfTexts } from "./pdf-texts.ts";

/**
 * The Arabic texts of the receipt, badge and certificate (decision 0072), in the words of the
 * Arabic mails (إيصال الدفع، مرجع التسجيل، شهادة حضور). Dates inside them have Western digits and
 * no other left-to-right value: numbers, references and codes are printed beside them.
 */
export const pdfTextsAr: PdfTexts = {
  receipt: {
    title: "إيصال الدفع رقم",
    receivedFrom: "استُلم من",
    reference: "مرجع التسجيل",
    amount: "المبلغ المستلم",
    amountInWords: "المبلغ بالحروف",
    paidOn: "تاريخ الدفع",
    method: "طريقة الدفع",
    bankTransfer: "تحويل بنكي",
    purpose: "الغرض",
    purposeText: (wording) => `رسوم التسجيل في ${wording.name}`,
    issuedOn: "تاريخ إصدار الإيصال",
    cancelled: (date) => `أُلغي في ${date}: لم يعد هذا الإيصال صالحًا.`,
    footer: (organiser, city) => `${organiser}، ${city}. إيصال صادر إلكترونيًا، صالح دون توقيع.`,
  },
  certificate: {
    title: "شهادة حضور",
    // "بمشاركة … في": the participation, a noun, so that no verb has to agree with the delegate.
    certifies: (wording) => `تشهد لجنة تنظيم ${wording.name} بمشاركة`,
    attended: (wording) =>
      `في ${wording.name} (${wording.editionLabel})، المنعقد ${wording.atVenue}، ${wording.city}، أيام ${wording.datesLabel}.`,
    daysAttended: (days) =>
      days.length === 1 ? `يوم الحضور: ${days[0]}.` : `أيام الحضور: ${days.join("، ")}.`,
    madeAt: (city, date) => `حُرّر في ${city}، بتاريخ ${date}.`,
    signature: "اللجنة المنظِّمة",
    verify: "للتحقق من صحة هذه الشهادة:",
    code: "رمز التحقق:",
  },
  presentation: {
    title: "شهادة تقديم",
    // "بتقديم … في": the presentation, a noun, so that no verb has to agree with the presenter.
    certifies: (wording) => `تشهد اللجنة العلمية لـ${wording.name} بتقديم`,
    presented: (wording) =>
      `في ${wording.name} (${wording.editionLabel})، المنعقد ${wording.atVenue}، ${wording.city}، أيام ${wording.datesLabel}، للعمل`,
    quoted: (title) => `«${title}»`,
    authors: "المؤلفون:",
    signature: "اللجنة العلمية",
  },
  badge: { reference: "المرجع", sheetTitle: "الشارات" },
  band: {
    place: (wording) => `${wording.city}، ${wording.country}`,
    congress: (wording) => `${wording.name} — ${wording.datesLabel}، ${wording.city}`,
  },
};
