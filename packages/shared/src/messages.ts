import { ABSTRACT_MAX_WORDS } from "./abstract-words.ts";

/** Every French validation message, as the spec words it (§5) or, where it is silent, plainly. */
export const messages = {
  registration: {
    firstName: "Le prénom doit contenir au moins 2 caractères",
    lastName: "Le nom doit contenir au moins 2 caractères",
    email: "Email invalide",
    phone: "Numéro de téléphone invalide",
    title: "Veuillez sélectionner un titre",
    specialty: "Veuillez spécifier votre spécialité",
    institution: "Institution requise",
    address: "Adresse requise",
    city: "Ville requise",
    country: "Pays requis",
    participationType: "Type de participation requis",
    emergencyContact: "Contact d'urgence requis",
    emergencyPhone: "Téléphone d'urgence requis",
    termsAccepted: "Vous devez accepter les conditions",
    latinName: "Écrivez ce nom en lettres latines (A à Z, accents permis)",
  },
  submission: {
    firstName: "Le prénom doit contenir au moins 2 caractères",
    lastName: "Le nom doit contenir au moins 2 caractères",
    firstNameRequired: "Le prénom est requis",
    lastNameRequired: "Le nom est requis",
    email: "Email invalide",
    phone: "Numéro de téléphone invalide",
    institution: "Institution requise",
    country: "Pays requis",
    submissionType: "Veuillez sélectionner un type de soumission",
    category: "Veuillez sélectionner une catégorie",
    title: "Le titre est requis",
    abstract: "Le résumé est requis",
    abstractTooLong: `Le résumé ne doit pas dépasser ${ABSTRACT_MAX_WORDS} mots`,
    conflictDescription: "Veuillez décrire le conflit d'intérêts",
    acceptance: "Veuillez accepter les conditions de soumission",
    authorsRequired: "Au moins un auteur est requis",
    authorsTooMany: "20 auteurs au maximum",
    authorFirstName: "Le prénom de l'auteur doit contenir au moins 2 caractères",
    authorLastName: "Le nom de l'auteur doit contenir au moins 2 caractères",
    authorFirstNameRequired: "Le prénom de l'auteur est requis",
    authorLastNameRequired: "Le nom de l'auteur est requis",
    authorEmail: "Email de l'auteur invalide",
    authorCountry: "Pays de l'auteur invalide",
    presentingAuthorMissing: "Désignez l'auteur qui présentera le travail",
    presentingAuthorSeveral: "Un seul auteur doit être désigné comme présentateur",
  },
  contact: {
    email: "Email invalide",
    phone: "Numéro de téléphone invalide",
    message: "Le message est requis",
  },
  visaLetter: {
    passportNumber: "Numéro de passeport invalide (5 à 20 lettres ou chiffres)",
    nationality: "Nationalité requise",
    birthDate: "Date de naissance invalide (AAAA-MM-JJ)",
    passportExpiry: "Date d'expiration du passeport invalide (AAAA-MM-JJ)",
    passportExpiresTooSoon: "Le passeport doit rester valide après la fin du congrès",
    placeOfBirth: "Lieu de naissance requis",
  },
  common: {
    invalidChoice: "Choix invalide",
    invalidValue: "Valeur invalide",
    forbiddenCharacters: "Ce champ contient des caractères non autorisés",
    tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères`,
    formInvalid: "Le formulaire contient des erreurs. Veuillez les corriger.",
  },
} as const;

/**
 * The shape every language's catalogue follows: the French keys, any wording. A catalogue that
 * misses or adds a key does not compile (`satisfies ValidationMessages`).
 */
export type ValidationMessages = Translation<typeof messages>;

/** A French catalogue's shape with any wording: its keys, strings, and functions returning one. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};
