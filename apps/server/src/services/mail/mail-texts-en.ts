import type { EarlierRegistrations } from "./mail-draft.ts";
import { type DelegateMailTexts, referenceList } from "./mail-texts.ts";

/** The delegates' e-mails in English (mail-texts.ts has the French and the shape). */
export const mailTextsEn = {
  language: "en",

  common: {
    greeting: (name: string) => (name ? `Dear ${name},` : "Hello,"),
    signOff: "Kind regards,",
    signature: (shortName: string) => `The ${shortName} Organising Committee`,
    yes: "Yes",
    no: "No",
    none: "—",
  },

  layout: {
    contactLabel: "Contact:",
    labelSeparator: ": ",
  },

  registration: {
    subject: (shortName: string, reference: string) =>
      `Registration confirmation – ${shortName} – ref. ${reference}`,
    preview: (reference: string, amount: string) =>
      `Your reference ${reference} and the bank details for paying ${amount} by transfer.`,
    previewWithoutBankDetails: (reference: string, amount: string) =>
      `Your reference ${reference} and the amount to pay by bank transfer: ${amount}.`,
    heading: "Your registration has been recorded",
    intro: (congressName: string, city: string, dates: string) =>
      `Thank you for registering for the ${congressName}, to be held in ${city} on ${dates}. We have received your registration: below you will find your reference, the amount to pay and the next steps.`,
    referenceLabel: "Your registration reference",
    referenceHint: "Please quote it on your bank transfer and in any correspondence with us.",
    duplicateWarning: (earlier: EarlierRegistrations) =>
      `Please note: ${earlier.count === 1 ? "another registration has already been recorded" : `${earlier.count} other registrations have already been recorded`} with this email address (${referenceList(earlier)}). If you registered more than once by mistake, pay for one registration only and reply to this email: we will delete the others.`,
    paymentHeading: "Payment by bank transfer",
    amountLabel: "Amount to pay",
    tariff: (isStudent: boolean) => (isStudent ? "Student rate" : "Participant rate"),
    paymentIntro: "Payment is made by bank transfer to the following account:",
    bank: {
      accountHolder: "Account holder",
      bank: "Bank",
      rib: "RIB (Moroccan bank account number)",
      iban: "IBAN",
      swift: "SWIFT code",
      amount: "Amount",
      transferLabel: "Transfer reference",
    },
    transferLabelHint:
      "Copy this reference exactly as it is: it is how your payment is matched to your registration.",
    nextStepsHeading: "Next steps",
    nextSteps: {
      transfer: (amount: string) => `Make the transfer of ${amount}, quoting the reference above.`,
      transferOnceDetailsSent: (amount: string) =>
        `As soon as you receive the bank details, make the transfer of ${amount}, quoting the reference above.`,
      matching: (reference: string) =>
        `Our secretariat will match your transfer to your registration using the reference ${reference}.`,
      keep: "Please keep this email: it contains your reference and a summary of your registration.",
      badge: (dates: string, venue: string) =>
        `At the congress (${dates}, ${venue}), your badge will be handed to you at the reception desk.`,
      questions: (email: string, phone: string) =>
        `Any questions? Simply reply to this email, or write to us at ${email} (phone: ${phone}).`,
    },
    detailsHeading: "The information you entered",
    detailsCorrection: "Spotted a mistake? Let us know by replying to this email.",
    fields: {
      title: "Title",
      firstName: "First name",
      lastName: "Last name",
      latinName: "Name on the badge (Latin letters)",
      email: "Email",
      phone: "Phone",
      specialty: "Specialty",
      institution: "Institution",
      address: "Address",
      city: "City",
      country: "Country",
      participationType: "Participation type",
      accommodation: "Accommodation needed",
      dietaryRestrictions: "Dietary requirements",
      emergencyContact: "Emergency contact",
      emergencyPhone: "Emergency phone",
    },
  },

  submission: {
    subject: (shortName: string, reference: string, title: string) =>
      `Submission received – ${shortName} – ref. ${reference} – ${title}`,
    preview: (reference: string) =>
      `Your submission ${reference} has been recorded. Here is a summary.`,
    heading: "Your submission has been received",
    intro: (congressName: string) =>
      `Thank you for submitting your work to the ${congressName}. It has been recorded and will be reviewed by the Scientific Committee.`,
    referenceLabel: "Your submission reference",
    referenceHint: "Please quote it in any correspondence with the Scientific Committee.",
    results: (dateLabel: string) => `You will be notified of the review results ${dateLabel}.`,
    summaryHeading: "Your submission",
    fields: {
      title: "Title",
      submissionType: "Type",
      category: "Category",
      keywords: "Keywords",
      submittedBy: "Submitted by",
      conflict: "Conflict of interest",
    },
    authorsHeading: "Authors",
    presenting: "(presenting author)",
    abstractHeading: "Abstract",
    conflictDeclared: (description: string) => `Declared conflict of interest: ${description}`,
    noConflict: "No conflict of interest declared",
    questions: (email: string) =>
      `For any question about your submission, write to us at ${email}, quoting your reference.`,
  },

  contact: {
    subject: (shortName: string) => `We have received your message – ${shortName}`,
    preview: "Thank you for your message: our team will reply shortly.",
    heading: "Thank you for your message",
    intro: (email: string) =>
      `We have received your message. Our team will reply as soon as possible, at this address (${email}).`,
    copyHeading: "Copy of your message",
    defaultSubject: "Request for information",
    fields: {
      subject: "Subject",
      phone: "Phone",
      institution: "Institution",
    },
  },
  paymentReceipt: {
    subject: (shortName: string, number: string) => `Payment receipt no. ${number} – ${shortName}`,
    preview: (amount: string) => `We have received your payment of ${amount}.`,
    heading: "Your payment has been received",
    intro: (congressName: string) =>
      `We have received the payment of your registration fee for the ${congressName}. Your registration is paid.`,
    attached: "Your payment receipt is attached to this message as a PDF.",
    fields: {
      reference: "Registration reference",
      amount: "Amount received",
      number: "Receipt number",
    },
    fileName: (number: string) => `receipt-${number}.pdf`,
  },
  paymentReceiptCancellation: {
    subject: (shortName: string, number: string) =>
      `Payment receipt no. ${number} cancelled – ${shortName}`,
    preview: (number: string) => `Your payment receipt no. ${number} has been cancelled.`,
    heading: "Your payment receipt has been cancelled",
    intro: (number: string, reference: string) =>
      `Payment receipt no. ${number}, issued for your registration ${reference}, has been cancelled: it is no longer valid. Please do not use it.`,
    fields: {
      reference: "Registration reference",
      number: "Cancelled receipt number",
    },
    questions: (email: string) =>
      `If you have any questions, please contact the organising committee at ${email}, quoting your reference.`,
  },

  attendanceCertificate: {
    subject: (shortName: string) => `Certificate of attendance – ${shortName}`,
    preview: (congressName: string) => `Your certificate of attendance at the ${congressName}.`,
    heading: "Your certificate of attendance",
    intro: (congressName: string) =>
      `Thank you for taking part in the ${congressName}. Your certificate of attendance is attached to this message as a PDF.`,
    fileName: (reference: string) => `certificate-${reference}.pdf`,
  },
  space: {
    registration:
      "In « My space » you find your registration, correct your name before badges are printed and download your documents; ask there for a sign-in link with this e-mail address:",
    submission:
      "In « My space » you find your submission and, once it has been sent to you, the committee's decision; ask there for a sign-in link with this e-mail address:",
  },
  waitlistOffer: {
    subject: (label: string, shortName: string) => `A seat is free: ${label} – ${shortName}`,
    preview: "A seat is waiting for you, held for 48 hours.",
    heading: "A seat is free",
    intro: (label: string) =>
      `You were on the waiting list for “${label}”: a seat has just become free, and it is held for you.`,
    action: "Book my seat",
    validity: (until: string) =>
      `The link opens the registration form with this option; it stays valid until ${until}. After that, the seat is offered to the next person.`,
    copy: "If the button does not open, copy this address into your browser:",
  },
  spaceLink: {
    subject: (shortName: string) => `Your sign-in link to « My space » – ${shortName}`,
    preview: "Your link to open « My space », valid for 30 minutes.",
    heading: "Your sign-in link",
    intro: (congressName: string) =>
      `You asked to open « My space », where you find your registrations and submissions to the ${congressName}. Use the button below.`,
    action: "Open my space",
    validity: (until: string) => `This link works once and stays valid until ${until}.`,
    copy: "If the button does not open, copy this address into your browser:",
    ifNotYou:
      "If you did not ask for it, ignore this message: without this link nobody opens your space.",
  },
  registrationCancellation: {
    subject: {
      cancelled: (shortName: string, reference: string) =>
        `Cancellation of your registration ${reference} – ${shortName}`,
      requested: (shortName: string, reference: string) =>
        `Cancellation request received – registration ${reference} – ${shortName}`,
      refunded: (shortName: string, reference: string) =>
        `Refund and cancellation of your registration ${reference} – ${shortName}`,
    },
    heading: {
      cancelled: "Your registration is cancelled",
      requested: "We have received your cancellation request",
      refunded: "Your registration is cancelled and refunded",
    },
    intro: {
      cancelled: (reference: string) =>
        `Your registration ${reference} is cancelled, as you asked from your space. As no payment had been received, you have nothing to pay.`,
      requested: (reference: string, amount: string) =>
        `We have received your request to cancel registration ${reference}. The secretariat will refund the amount received (${amount}) to the account you gave, then cancel the registration: an email will confirm it.`,
      refunded: (reference: string, amount: string) =>
        `The secretariat has refunded ${amount} to the account you gave, and your registration ${reference} is cancelled.`,
    },
    fields: {
      reference: "Registration reference",
      amount: "Amount",
      account: "Refund account",
    },
    questions: (email: string) =>
      `For any question, please contact the organising committee at ${email}, quoting your reference.`,
  },
  visaLetter: {
    subject: (shortName: string) => `Invitation letter – ${shortName}`,
    approvedPreview: "Your invitation letter for your visa application is ready.",
    approvedHeading: "Your invitation letter",
    approvedIntro: (reference: string) =>
      `Your invitation letter for registration ${reference} is attached to this message as a PDF. You can also download it from your space. The consulate can check that it is authentic with the QR code it bears.`,
    refusedSubject: (shortName: string) => `Invitation letter request – ${shortName}`,
    refusedPreview: "Your invitation letter request was not accepted.",
    refusedHeading: "Your invitation letter request",
    refusedIntro: (reference: string) =>
      `The secretariat could not accept your invitation letter request for registration ${reference}, for the following reason:`,
    refusedAfter:
      "You may send a new request from your space, or reply to this message with any question.",
    fileName: (reference: string) => `invitation-letter-${reference}.pdf`,
  },
} as const satisfies DelegateMailTexts;
