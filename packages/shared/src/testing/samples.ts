import type { ContactInput, RegistrationInput, SubmissionInput } from "../index.ts";

/** Valid inputs for every form, shared by schema, API and browser tests. */
export const validRegistration = (): RegistrationInput => ({
  firstName: "Amina",
  lastName: "Benali",
  email: "amina.benali@example.ma",
  phone: "+212 600 000 001",
  title: "dr",
  specialty: "Gynécologie",
  institution: "CHU Ibn Rochd",
  address: "1 rue des Hôpitaux",
  city: "Casablanca",
  country: "Maroc",
  participationType: "professionnel",
  accommodationNeeded: true,
  dietaryRestrictions: "Végétarien",
  emergencyContact: "Karim Benali",
  emergencyPhone: "+212 600 000 002",
  termsAccepted: true,
});

export const validSubmission = (): SubmissionInput => ({
  firstName: "Fatou",
  lastName: "Diallo",
  email: "fatou.diallo@example.sn",
  phone: "+221 77 000 00 00",
  institution: "Université Cheikh Anta Diop",
  department: "Santé publique",
  country: "Sénégal",
  submissionType: "oral",
  category: "sante-femmes",
  title: "Accès à la contraception en milieu rural",
  abstract: "Introduction. Une étude transversale menée auprès de 300 femmes.",
  keywords: "contraception, accès aux soins, Afrique de l'Ouest",
  hasConflictOfInterest: false,
  conflictDescription: "",
  acceptsTerms: true,
  acceptsReview: true,
  authors: [
    {
      firstName: "Fatou",
      lastName: "Diallo",
      email: "fatou.diallo@example.sn",
      affiliation: "UCAD, Dakar",
      isPresenting: true,
    },
    { firstName: "Moussa", lastName: "Ndiaye", email: "", affiliation: "", isPresenting: false },
  ],
});

export const validContact = (): ContactInput => ({
  firstName: "Nadia",
  lastName: "El Amrani",
  email: "nadia.elamrani@example.ma",
  phone: "+212 611 111 111",
  institution: "Association Santé Femmes",
  subject: "Hébergement",
  message: "Bonjour, proposez-vous des hôtels partenaires ?",
});

/**
 * The specification's country list (§3) by ISO code, in its own words: the values the seed's
 * client sends and stored rows hold, and the names the French forms show (decision 0036).
 */
export const SPEC_COUNTRIES: Readonly<Record<string, string>> = {
  MA: "Maroc",
  DZ: "Algérie",
  TN: "Tunisie",
  EG: "Égypte",
  SN: "Sénégal",
  ML: "Mali",
  BF: "Burkina Faso",
  NE: "Niger",
  TD: "Tchad",
  CM: "Cameroun",
  NG: "Nigeria",
  GH: "Ghana",
  CI: "Côte d'Ivoire",
  KE: "Kenya",
  TZ: "Tanzanie",
  UG: "Ouganda",
  RW: "Rwanda",
  ET: "Éthiopie",
  ZA: "Afrique du Sud",
  FR: "France",
  BE: "Belgique",
  CH: "Suisse",
  CA: "Canada",
};

/** `n` words separated by single spaces. */
export const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(" ");
