import type { Translation } from "@congres/shared";
import type { EarlierRegistrations } from "./mail-draft.ts";

/**
 * Every word of the congress e-mails (subjects, greetings, labels, paragraphs), in French, in one
 * place for the translation work. The values come in as arguments; the templates only arrange them.
 */
/** "CPSS-7KQ2M, CPSS-8ABCD, …": the references listed, and an ellipsis for those that are not. */
export const referenceList = ({ count, references }: EarlierRegistrations) =>
  `${references.join(", ")}${count > references.length ? ", …" : ""}`;

export const mailTexts = {
  language: "fr",

  common: {
    greeting: (name: string) => (name ? `Bonjour ${name},` : "Bonjour,"),
    signOff: "Bien cordialement,",
    signature: (shortName: string) => `Le comité d'organisation du ${shortName}`,
    yes: "Oui",
    no: "Non",
    none: "—",
  },

  layout: {
    contactLabel: "Contact :",
    /** Between a label and its value in the plain-text body ("Titre : Dr"). */
    labelSeparator: " : ",
  },

  registration: {
    subject: (shortName: string, reference: string) =>
      `Confirmation d'inscription – ${shortName} – réf. ${reference}`,
    preview: (reference: string, amount: string) =>
      `Votre référence ${reference} et les coordonnées pour régler ${amount} par virement.`,
    /** While the bank details are withheld (provisional in production): no "coordonnées" promised. */
    previewWithoutBankDetails: (reference: string, amount: string) =>
      `Votre référence ${reference} et le montant à régler par virement : ${amount}.`,
    heading: "Votre inscription est enregistrée",
    intro: (congressName: string, city: string, dates: string) =>
      `Merci pour votre inscription au ${congressName}, qui se tiendra à ${city} les ${dates}. Nous avons bien reçu votre demande : vous trouverez ci-dessous votre référence, le montant à régler et la marche à suivre.`,
    referenceLabel: "Votre référence d'inscription",
    referenceHint: "Indiquez-la sur votre virement et rappelez-la dans vos échanges avec nous.",
    duplicateWarning: (earlier: EarlierRegistrations) =>
      `Attention : ${earlier.count === 1 ? "une autre inscription a déjà été enregistrée" : `${earlier.count} autres inscriptions ont déjà été enregistrées`} avec cette adresse e-mail (${referenceList(earlier)}). Si vous vous êtes inscrit plusieurs fois par erreur, ne réglez qu'une seule inscription et répondez à cet e-mail : nous supprimerons les autres.`,
    paymentHeading: "Règlement par virement bancaire",
    amountLabel: "Montant à régler",
    tariff: (isStudent: boolean) => (isStudent ? "Tarif étudiant" : "Tarif participant"),
    paymentIntro: "Le règlement se fait par virement bancaire sur le compte suivant :",
    bank: {
      accountHolder: "Titulaire du compte",
      bank: "Banque",
      rib: "RIB",
      iban: "IBAN",
      swift: "Code SWIFT",
      amount: "Montant",
      transferLabel: "Libellé du virement",
    },
    transferLabelHint:
      "Recopiez ce libellé tel quel : c'est grâce à lui que votre paiement est rattaché à votre inscription.",
    nextStepsHeading: "La suite",
    nextSteps: {
      transfer: (amount: string) =>
        `Effectuez le virement de ${amount} en indiquant le libellé ci-dessus.`,
      transferOnceDetailsSent: (amount: string) =>
        `Dès réception des coordonnées bancaires, effectuez le virement de ${amount} en indiquant le libellé ci-dessus.`,
      matching: (reference: string) =>
        `Notre secrétariat rapprochera votre virement de votre inscription grâce à la référence ${reference}.`,
      keep: "Conservez cet e-mail : il contient votre référence et le récapitulatif de votre inscription.",
      badge: (dates: string, venue: string) =>
        `Au congrès (${dates}, ${venue}), votre badge vous sera remis à l'accueil.`,
      questions: (email: string, phone: string) =>
        `Une question ? Répondez simplement à cet e-mail, ou écrivez-nous à ${email} (téléphone : ${phone}).`,
    },
    detailsHeading: "Les informations que vous avez saisies",
    detailsCorrection: "Une erreur s'est glissée ? Signalez-la-nous en répondant à cet e-mail.",
    fields: {
      title: "Titre",
      firstName: "Prénom",
      lastName: "Nom",
      latinName: "Nom sur le badge (lettres latines)",
      email: "E-mail",
      phone: "Téléphone",
      specialty: "Spécialité",
      institution: "Institution",
      address: "Adresse",
      city: "Ville",
      country: "Pays",
      participationType: "Type de participation",
      accommodation: "Besoin d'un hébergement",
      dietaryRestrictions: "Restrictions alimentaires",
      emergencyContact: "Contact d'urgence",
      emergencyPhone: "Téléphone d'urgence",
    },
  },

  submission: {
    subject: (shortName: string, reference: string, title: string) =>
      `Soumission reçue – ${shortName} – réf. ${reference} – ${title}`,
    preview: (reference: string) =>
      `Votre soumission ${reference} est bien enregistrée. En voici le récapitulatif.`,
    heading: "Votre soumission est bien reçue",
    intro: (congressName: string) =>
      `Merci d'avoir soumis votre travail au ${congressName}. Il est enregistré et sera évalué par le comité scientifique.`,
    referenceLabel: "Référence de votre soumission",
    referenceHint: "Rappelez-la dans vos échanges avec le comité scientifique.",
    results: (dateLabel: string) =>
      `Les résultats de l'évaluation vous seront communiqués ${dateLabel}.`,
    summaryHeading: "Votre soumission",
    fields: {
      title: "Titre",
      submissionType: "Type",
      category: "Catégorie",
      keywords: "Mots-clés",
      submittedBy: "Soumise par",
      conflict: "Conflit d'intérêts",
    },
    authorsHeading: "Auteurs",
    presenting: "(auteur présentateur)",
    abstractHeading: "Résumé",
    conflictDeclared: (description: string) => `Conflit d'intérêts déclaré : ${description}`,
    noConflict: "Aucun conflit d'intérêts déclaré",
    questions: (email: string) =>
      `Pour toute question sur votre soumission, écrivez-nous à ${email} en rappelant votre référence.`,
  },

  contact: {
    subject: (shortName: string) => `Nous avons bien reçu votre message – ${shortName}`,
    preview: "Merci pour votre message : notre équipe vous répondra rapidement.",
    heading: "Merci pour votre message",
    intro: (email: string) =>
      `Nous avons bien reçu votre message. Notre équipe vous répondra dans les meilleurs délais, à cette adresse (${email}).`,
    copyHeading: "Copie de votre message",
    /** The subject stored when the visitor left it blank (DEFAULT_CONTACT_SUBJECT), as shown. */
    defaultSubject: "Demande d'information",
    fields: {
      subject: "Sujet",
      phone: "Téléphone",
      institution: "Institution",
    },
  },

  staff: {
    recipientName: (shortName: string) => `Secrétariat ${shortName}`,
    webhookDisabled: {
      subject: (shortName: string, host: string) => `Webhook désactivé – ${shortName} – ${host}`,
      intro:
        "Un webhook a été désactivé : ses envois échouent depuis 24 heures. Plus rien ne lui est envoyé tant qu'un administrateur ne l'a pas réactivé, page « Webhooks ».",
      url: "Adresse",
      lastError: "Dernière erreur",
      action: "Voir les webhooks",
    },
    privacy:
      "Par discrétion, les coordonnées et les contenus ne figurent pas dans cet e-mail : consultez-les dans l'espace d'administration.",
    registration: {
      subject: (reference: string, name: string) => `Nouvelle inscription ${reference} : ${name}`,
      intro: "Une nouvelle inscription vient d'être enregistrée sur le site.",
      participationType: "Type de participation",
      duplicateWarning: (earlier: EarlierRegistrations) =>
        `Doublon possible : ${earlier.count === 1 ? "une autre inscription porte" : `${earlier.count} autres inscriptions portent`} la même adresse e-mail (${referenceList(earlier)}).`,
      action: "Voir l'inscription",
    },
    submission: {
      subject: (reference: string, name: string) => `Nouvelle soumission ${reference} : ${name}`,
      intro: "Une nouvelle soumission scientifique vient d'être enregistrée sur le site.",
      submissionType: "Type",
      category: "Catégorie",
      action: "Voir la soumission",
    },
    contact: {
      subject: (name: string, id: number) =>
        name ? `Nouveau message de contact : ${name}` : `Nouveau message de contact n° ${id}`,
      intro: "Un nouveau message a été envoyé avec le formulaire de contact du site.",
      action: "Voir le message",
    },
    selfUpdate: {
      subject: (reference: string, name: string) =>
        `Inscription ${reference} modifiée par le délégué : ${name}`,
      intro: "Un délégué a corrigé son inscription depuis son espace. Champs modifiés :",
      field: "Champ",
      action: "Voir l'inscription",
    },
    cancellation: {
      subject: (reference: string, name: string) =>
        `Annulation demandée pour l'inscription ${reference} : ${name}`,
      cancelled: "Un délégué a annulé son inscription depuis son espace (aucun paiement reçu).",
      requested:
        "Un délégué a demandé l'annulation de son inscription payée : le remboursement est à enregistrer dans « Demandes d'annulation ».",
      amount: "Montant reçu",
      action: "Voir l'inscription",
    },
  },

  loginAlert: {
    subject: (shortName: string) =>
      `Alerte de sécurité – ${shortName} – tentatives de connexion à votre compte`,
    preview: (count: number) =>
      `${count} tentatives de connexion à votre compte ont échoué : il est ralenti par sécurité.`,
    heading: "Tentatives de connexion à votre compte",
    intro: (count: number, since: string) =>
      `${count} tentatives de connexion à votre compte d'administration ont échoué depuis le ${since}, avec un mauvais mot de passe.`,
    fields: {
      failures: "Tentatives échouées",
      since: "Depuis le",
      addresses: "Adresses réseau différentes",
    },
    slowedDown: (maxMinutes: number) =>
      `Par sécurité, les connexions à ce compte sont ralenties : après chaque nouvel échec, il faut attendre plus longtemps avant de réessayer (1, 2, 4, 8 minutes, jusqu'à ${maxMinutes} minutes). Le compte n'est pas bloqué : avec le bon mot de passe, vous pourrez toujours vous connecter après cette attente.`,
    ifYou:
      "Si c'était vous, il n'y a rien à faire : patientez quelques minutes avant de réessayer.",
    ifNotYou:
      "Si ce n'était pas vous, quelqu'un essaie de deviner votre mot de passe. Faites-le remplacer dès que possible par un mot de passe long et unique, que vous n'utilisez sur aucun autre site, et prévenez la personne qui gère le site.",
    action: "Ouvrir l'espace d'administration",
    onlyOnce: (minutes: number) =>
      `Vous ne recevrez pas plus d'une alerte de ce type toutes les ${minutes} minutes.`,
  },

  accountLink: {
    subject: {
      invitation: (shortName: string) => `Invitation à l'espace d'administration – ${shortName}`,
      password_reset: (shortName: string) => `Choisir un nouveau mot de passe – ${shortName}`,
    },
    preview: {
      invitation: "Choisissez votre mot de passe pour accéder à l'espace d'administration.",
      password_reset: "Votre lien pour choisir un nouveau mot de passe.",
    },
    heading: {
      invitation: "Votre compte vous attend",
      password_reset: "Choisir un nouveau mot de passe",
    },
    intro: {
      invitation: (congressName: string) =>
        `Un compte vient d'être créé pour vous dans l'espace d'administration du ${congressName}. Pour l'ouvrir, choisissez votre mot de passe avec le bouton ci-dessous.`,
      password_reset: (congressName: string) =>
        `Quelqu'un a demandé à choisir un nouveau mot de passe pour votre compte de l'espace d'administration du ${congressName}. Si c'était vous, utilisez le bouton ci-dessous.`,
    },
    action: {
      invitation: "Choisir mon mot de passe",
      password_reset: "Choisir un nouveau mot de passe",
    },
    validity: (until: string) =>
      `Ce lien ne sert qu'une fois et reste valable jusqu'au ${until}. Un lien plus récent le remplace.`,
    copy: "Si le bouton ne s'ouvre pas, copiez cette adresse dans votre navigateur :",
    ifNotYou: {
      invitation:
        "Si vous ne vous attendiez pas à cette invitation, ignorez ce message : sans mot de passe choisi, le compte ne peut pas être utilisé.",
      password_reset:
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.",
    },
  },

  /** A change to a staff account, or wrong codes typed for it, told to its owner (decision 0056). */
  accountNotice: {
    subject: {
      password_reset: (shortName: string) =>
        `Alerte de sécurité – ${shortName} – votre mot de passe a été changé`,
      two_factor_removed: (shortName: string) =>
        `Alerte de sécurité – ${shortName} – double authentification désactivée`,
      role_changed: (shortName: string) =>
        `Votre rôle dans l'espace d'administration a changé – ${shortName}`,
      wrong_codes: (shortName: string) =>
        `Alerte de sécurité – ${shortName} – codes de connexion refusés`,
    },
    heading: {
      password_reset: "Votre mot de passe a été changé",
      two_factor_removed: "La double authentification est désactivée",
      role_changed: "Votre rôle a changé",
      wrong_codes: "Codes de connexion refusés",
    },
    passwordReset: (at: string) =>
      `Le mot de passe de votre compte de l'espace d'administration a été changé le ${at}, avec un lien « Mot de passe oublié ? » envoyé à cette adresse. Toutes les sessions ouvertes sur ce compte ont été fermées.`,
    twoFactorRemovedBySelf: (at: string) =>
      `La double authentification de votre compte de l'espace d'administration a été désactivée le ${at}, depuis votre compte (avec son mot de passe et un code). La connexion ne demande plus que le mot de passe.`,
    twoFactorRemovedByAdmin: (at: string, by: string) =>
      `La double authentification de votre compte de l'espace d'administration a été réinitialisée le ${at} par un administrateur (${by}). La connexion ne demande plus que le mot de passe ; vous pourrez la réactiver depuis « Mon compte ».`,
    roleChanged: (at: string, from: string, to: string, by: string) =>
      `Votre rôle dans l'espace d'administration est passé de « ${from} » à « ${to} » le ${at}, par ${by}. Vos sessions ouvertes ont été fermées : reconnectez-vous pour travailler avec ce rôle.`,
    wrongCodes: (count: number, at: string) =>
      `${count} codes de connexion ont été refusés à la suite pour votre compte de l'espace d'administration, le dernier le ${at}. Ces codes ne sont demandés qu'après le bon mot de passe : la personne qui les a saisis le connaissait.`,
    ifYou: "Si c'était vous, il n'y a rien à faire.",
    ifNotYou: {
      password_reset:
        "Si ce n'était pas vous, quelqu'un a pu lire vos e-mails : demandez aussitôt un nouveau lien avec « Mot de passe oublié ? », changez le mot de passe de votre messagerie, et prévenez la personne qui gère le site.",
      two_factor_removed:
        "Si vous n'y êtes pour rien, changez votre mot de passe dès que possible, réactivez la double authentification et prévenez la personne qui gère le site.",
      role_changed: "Si ce changement vous surprend, parlez-en à la personne qui gère le site.",
      wrong_codes:
        "Si ce n'était pas vous, votre mot de passe est connu d'un autre : remplacez-le dès que possible par un mot de passe long et unique, et prévenez la personne qui gère le site. Sans le code de votre application, il ne peut pas se connecter.",
    },
    action: "Ouvrir l'espace d'administration",
  },

  paymentReceipt: {
    subject: (shortName: string, number: string) => `Reçu de paiement n° ${number} – ${shortName}`,
    preview: (amount: string) => `Nous avons bien reçu votre paiement de ${amount}.`,
    heading: "Votre paiement est reçu",
    intro: (congressName: string) =>
      `Nous avons bien reçu le paiement de vos frais d'inscription au ${congressName}. Votre inscription est réglée.`,
    attached: "Votre reçu de paiement est joint à ce message au format PDF.",
    fields: {
      reference: "Référence d'inscription",
      amount: "Montant reçu",
      number: "Numéro du reçu",
    },
    fileName: (number: string) => `recu-${number}.pdf`,
  },

  /** Sent when staff undo a payment whose receipt mail had already left (decision 0033). */
  paymentReceiptCancellation: {
    subject: (shortName: string, number: string) =>
      `Annulation du reçu de paiement n° ${number} – ${shortName}`,
    preview: (number: string) => `Votre reçu de paiement n° ${number} est annulé.`,
    heading: "Votre reçu de paiement est annulé",
    intro: (number: string, reference: string) =>
      `Le reçu de paiement n° ${number}, émis pour votre inscription ${reference}, a été annulé : il n'est plus valable. Merci de ne plus l'utiliser.`,
    fields: {
      reference: "Référence d'inscription",
      number: "Numéro du reçu annulé",
    },
    questions: (email: string) =>
      `Pour toute question, contactez le comité d'organisation à ${email} en rappelant votre référence.`,
  },

  attendanceCertificate: {
    subject: (shortName: string) => `Attestation de présence – ${shortName}`,
    preview: (congressName: string) => `Votre attestation de présence au ${congressName}.`,
    heading: "Votre attestation de présence",
    intro: (congressName: string) =>
      `Merci d'avoir participé au ${congressName}. Votre attestation de présence est jointe à ce message au format PDF.`,
    fileName: (reference: string) => `attestation-${reference}.pdf`,
  },
  /** The plain link to « Mon espace » in the confirmation mails (issue #38): no token in it. */
  space: {
    registration:
      "Dans « Mon espace », vous retrouvez votre inscription, corrigez votre nom avant l'impression des badges et téléchargez vos documents ; demandez-y un lien de connexion avec cette adresse e-mail :",
    submission:
      "Dans « Mon espace », vous retrouvez votre soumission et, une fois qu'elle vous a été envoyée, la décision du comité ; demandez-y un lien de connexion avec cette adresse e-mail :",
  },
  /** A seat freed on an add-on's waiting list (issue #40, decision 0075). */
  waitlistOffer: {
    subject: (label: string, shortName: string) =>
      `Une place s'est libérée : ${label} – ${shortName}`,
    preview: "Une place vous attend, réservée 48 heures.",
    heading: "Une place s'est libérée",
    intro: (label: string) =>
      `Vous étiez sur la liste d'attente de « ${label} » : une place vient de se libérer, et elle vous est réservée.`,
    action: "Réserver ma place",
    validity: (until: string) =>
      `Le lien ouvre le formulaire d'inscription avec cette option ; il reste valable jusqu'au ${until}. Passé ce délai, la place est proposée à la personne suivante.`,
    copy: "Si le bouton ne s'ouvre pas, copiez cette adresse dans votre navigateur :",
  },
  /** The sign-in link of the delegate space, « Mon espace » (issue #38, decision 0068). */
  spaceLink: {
    subject: (shortName: string) => `Votre lien de connexion à « Mon espace » – ${shortName}`,
    preview: "Votre lien pour ouvrir « Mon espace », valable 30 minutes.",
    heading: "Votre lien de connexion",
    intro: (congressName: string) =>
      `Vous avez demandé à ouvrir « Mon espace », où vous retrouvez vos inscriptions et vos soumissions au ${congressName}. Utilisez le bouton ci-dessous.`,
    action: "Ouvrir mon espace",
    validity: (until: string) => `Ce lien ne sert qu'une fois et reste valable jusqu'au ${until}.`,
    copy: "Si le bouton ne s'ouvre pas, copiez cette adresse dans votre navigateur :",
    ifNotYou:
      "Si vous n'avez rien demandé, ignorez ce message : sans ce lien, personne n'ouvre votre espace.",
  },
  registrationCancellation: {
    subject: {
      cancelled: (shortName: string, reference: string) =>
        `Annulation de votre inscription ${reference} – ${shortName}`,
      requested: (shortName: string, reference: string) =>
        `Demande d'annulation reçue – inscription ${reference} – ${shortName}`,
      refunded: (shortName: string, reference: string) =>
        `Remboursement et annulation de votre inscription ${reference} – ${shortName}`,
    },
    heading: {
      cancelled: "Votre inscription est annulée",
      requested: "Nous avons reçu votre demande d'annulation",
      refunded: "Votre inscription est annulée et remboursée",
    },
    intro: {
      cancelled: (reference: string) =>
        `Votre inscription ${reference} est annulée, comme vous l'avez demandé depuis votre espace. Aucun paiement n'ayant été reçu, vous n'avez rien à régler.`,
      requested: (reference: string, amount: string) =>
        `Nous avons bien reçu votre demande d'annulation de l'inscription ${reference}. Le secrétariat vous remboursera le montant reçu (${amount}) sur le compte que vous avez indiqué, puis annulera l'inscription : un e-mail vous le confirmera.`,
      refunded: (reference: string, amount: string) =>
        `Le secrétariat vous a remboursé ${amount} sur le compte que vous avez indiqué, et votre inscription ${reference} est annulée.`,
    },
    fields: {
      reference: "Référence d'inscription",
      amount: "Montant",
      account: "Compte de remboursement",
    },
    questions: (email: string) =>
      `Pour toute question, contactez le comité d'organisation à ${email} en rappelant votre référence.`,
  },

  /** A visa invitation letter issued (PDF attached) or refused (decision 0070). */
  visaLetter: {
    subject: (shortName: string) => `Lettre d'invitation – ${shortName}`,
    approvedPreview: "Votre lettre d'invitation pour la demande de visa est prête.",
    approvedHeading: "Votre lettre d'invitation",
    approvedIntro: (reference: string) =>
      `Votre lettre d'invitation pour l'inscription ${reference} est jointe à ce message au format PDF. Vous pouvez aussi la télécharger depuis votre espace. Le consulat peut en vérifier l'authenticité grâce au code QR qu'elle porte.`,
    refusedSubject: (shortName: string) => `Demande de lettre d'invitation – ${shortName}`,
    refusedPreview: "Votre demande de lettre d'invitation n'a pas été acceptée.",
    refusedHeading: "Votre demande de lettre d'invitation",
    refusedIntro: (reference: string) =>
      `Le secrétariat n'a pas pu accepter votre demande de lettre d'invitation pour l'inscription ${reference}, pour le motif suivant :`,
    refusedAfter:
      "Vous pouvez déposer une nouvelle demande depuis votre espace, ou répondre à ce message pour toute question.",
    fileName: (reference: string) => `lettre-invitation-${reference}.pdf`,
  },
} as const;

/**
 * What a delegate reads, in each language (decision 0027): mail-texts-en.ts and mail-texts-ar.ts
 * follow this shape, so a missing sentence does not compile. Staff notices and login alerts are
 * read by the organisers and stay French.
 */
export type DelegateMailTexts = Translation<
  Omit<typeof mailTexts, "staff" | "loginAlert" | "accountLink" | "accountNotice">
>;
