import { type PlaceholderId, remainingPlaceholders } from "./placeholders.ts";

/**
 * The edition config: every fact of this congress edition lives here, and only here.
 * The next edition changes this file (or the environment overrides below) and nothing else.
 * Values not yet confirmed by the organisers are listed in `placeholders`.
 */
export const edition = {
  shortName: "CPSS 2025",
  /**
   * Provisional facts (see PLACEHOLDER_FACTS): the server names them in a warning at every start
   * and, with NODE_ENV=production, does not publish provisional bank details. Remove an entry
   * once its real values are in place; setting its CONGRESS_* variables confirms it too.
   */
  placeholders: [
    "bankTransfer",
    "contactPhone",
    "speakers",
    "galaHotel",
  ] as readonly PlaceholderId[],
  name: "1er Congrès Panafricain de Sexologie et de Santé Sexuelle",
  editionLabel: "1ère édition",
  theme: {
    fr: "La femme et la santé sexuelle : innovations scientifiques pour l'accès à des soins de qualité",
    en: "Women and sexual health: scientific innovations for access to quality care",
    ar: "المرأة والصحة الجنسية: الابتكارات العلمية من أجل الولوج إلى رعاية ذات جودة",
  },
  siteUrl: "https://congres-sexologie.ma",
  timeZone: "Africa/Casablanca",
  dates: {
    start: "2025-10-30",
    end: "2025-11-01",
    label: "30-31 octobre et 1er novembre 2025",
    days: [
      { date: "2025-10-30", label: "Jeudi 30 octobre 2025" },
      { date: "2025-10-31", label: "Vendredi 31 octobre 2025" },
      { date: "2025-11-01", label: "Samedi 1er novembre 2025" },
    ],
  },
  /** 23:59:59 in Casablanca (UTC+1 in September 2025). */
  submissionDeadline: "2025-09-28T23:59:59+01:00",
  submissionDeadlineLabel: "28 septembre 2025 à 23h59",
  resultsDateLabel: "avant le 15 novembre 2025",
  city: "Casablanca",
  country: "Maroc",
  venue: {
    name: "Faculté de Médecine et de Pharmacie de Casablanca",
    address: "19 rue Tarik Ibnou Ziad, 20360 Casablanca, Maroc",
    mapsUrl:
      "https://www.google.com/maps/search/?api=1&query=Facult%C3%A9+de+M%C3%A9decine+et+de+Pharmacie+de+Casablanca",
    mapEmbedUrl:
      "https://www.google.com/maps?q=Facult%C3%A9+de+M%C3%A9decine+et+de+Pharmacie+de+Casablanca&output=embed",
  },
  audience: {
    expectedParticipants: 500,
    africanCountries: 54,
    days: 3,
  },
  fees: {
    currency: "DH",
    standard: 1000,
    student: 500,
  },
  bankTransfer: {
    accountHolder: "Association Marocaine de Sexologie",
    bank: "Banque Populaire — Agence Casablanca Anfa",
    rib: "190 780 21211 0000000000 00 00",
    iban: "MA64 1907 8021 2110 0000 0000 0000",
    swift: "BCPOMAMC",
    /** What the delegate writes on the transfer; the reference comes in the confirmation e-mail. */
    reference: "Votre référence d'inscription (reçue par email), puis vos nom et prénom",
  },
  /**
   * Prefixes of the personal references: registrations `CPSS-7KQ2M` (written on the bank
   * transfer), submissions `ABS-4HX9P`. They must not start with one another.
   */
  referencePrefixes: { registration: "CPSS", submission: "ABS" },
  contact: {
    email: "contact@congres-sexologie.ma",
    phone: "+212 5 22 00 00 00",
  },
  abstractEmail: "abstracts@congres-sexologie.ma",
  poster: { format: "PDF", orientation: "portrait", heightCm: 120, widthCm: 70 },
  organisers: [
    {
      name: "Association Marocaine de Sexologie",
      shortName: "AMS",
      role: "Organisateur principal",
      city: "Casablanca",
    },
    {
      name: "Faculté de Médecine et de Pharmacie de Casablanca",
      shortName: "FMPC",
      role: "Co-organisateur",
      city: "Casablanca",
    },
  ],
  legal: {
    editor: "Association Marocaine de Sexologie, association à but non lucratif",
    editorAddress: "Casablanca, Maroc",
    publicationDirector: "Le président de l'Association Marocaine de Sexologie",
    host: {
      name: "OVH SAS",
      address: "2 rue Kellermann, 59100 Roubaix, France",
      website: "https://www.ovhcloud.com",
    },
    lastUpdated: "1er septembre 2025",
  },
} as const;

export type Edition = typeof edition;

/** Environment variables that may override the edition's facts (see .env.example). */
export const EDITION_ENV_OVERRIDES = {
  CONGRESS_CONTACT_EMAIL: "contact.email",
  CONGRESS_CONTACT_PHONE: "contact.phone",
  CONGRESS_ABSTRACT_EMAIL: "abstractEmail",
  CONGRESS_SITE_URL: "siteUrl",
  CONGRESS_BANK_ACCOUNT_HOLDER: "bankTransfer.accountHolder",
  CONGRESS_BANK_NAME: "bankTransfer.bank",
  CONGRESS_BANK_RIB: "bankTransfer.rib",
  CONGRESS_BANK_IBAN: "bankTransfer.iban",
  CONGRESS_BANK_SWIFT: "bankTransfer.swift",
} as const;

type EnvLike = Record<string, string | undefined>;

/**
 * The edition with the overrides found in `env` applied, and without the placeholders those
 * overrides confirm; the base object is untouched.
 */
export function resolveEdition(env: EnvLike): Edition {
  const pick = (name: keyof typeof EDITION_ENV_OVERRIDES) => env[name]?.trim() || undefined;
  const bank = edition.bankTransfer;
  return {
    ...edition,
    placeholders: remainingPlaceholders(edition.placeholders, env),
    siteUrl: (pick("CONGRESS_SITE_URL") ?? edition.siteUrl).replace(/\/+$/, ""),
    abstractEmail: pick("CONGRESS_ABSTRACT_EMAIL") ?? edition.abstractEmail,
    contact: {
      email: pick("CONGRESS_CONTACT_EMAIL") ?? edition.contact.email,
      phone: pick("CONGRESS_CONTACT_PHONE") ?? edition.contact.phone,
    },
    bankTransfer: {
      ...bank,
      accountHolder: pick("CONGRESS_BANK_ACCOUNT_HOLDER") ?? bank.accountHolder,
      bank: pick("CONGRESS_BANK_NAME") ?? bank.bank,
      rib: pick("CONGRESS_BANK_RIB") ?? bank.rib,
      iban: pick("CONGRESS_BANK_IBAN") ?? bank.iban,
      swift: pick("CONGRESS_BANK_SWIFT") ?? bank.swift,
    },
  } as Edition;
}
