import { type PlaceholderId, remainingPlaceholders } from "./placeholders.ts";

/**
 * The edition config (edition-facts.ts and edition.ts): every fact of this congress edition lives here and, worded, in
 * `edition-wording-fr.ts`, `-en.ts` and `-ar.ts` (dates as read, venue, organisers, theme). The
 * next edition changes these files (or the environment overrides below) and nothing else.
 * Values not yet confirmed by the organisers are listed in `placeholders`.
 *
 * `editionFacts` holds what no language changes (dates, fees, addresses for mail and maps), so
 * that a page's scripts can carry them with their own language's wording only (decision 0029);
 * `edition` is the same facts with the French wording, as the server, the admin and the French
 * pages read them.
 */
export const editionFacts = {
  shortName: "CPSS 2025",
  /**
   * Provisional facts (see PLACEHOLDER_CONFIRMED_BY): the server names them in a warning at every start
   * and, with NODE_ENV=production, does not publish provisional bank details. Remove an entry
   * once its real values are in place; setting its CONGRESS_* variables confirms it too.
   */
  placeholders: [
    "bankTransfer",
    "contactPhone",
    "speakers",
    "galaHotel",
    "visaSignatory",
  ] as readonly PlaceholderId[],
  siteUrl: "https://congres-sexologie.ma",
  timeZone: "Africa/Casablanca",
  /** The congress's days; their worded labels are the wording's `dayLabels`, in this order. */
  dates: {
    start: "2025-10-30",
    end: "2025-11-01",
    days: ["2025-10-30", "2025-10-31", "2025-11-01"],
  },
  /**
   * The announced deadline, 23:59:59 in Casablanca (UTC+1 in September 2025): what the pages
   * count down to when neither staff nor SUBMISSIONS_CLOSE_AT set a closing time. It closes nothing.
   */
  submissionDeadline: "2025-09-28T23:59:59+01:00",
  venue: {
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
  },
  /**
   * Prefixes of the personal references: registrations `CPSS-7KQ2M` (written on the bank
   * transfer), submissions `ABS-4HX9P`, group orders `GRP-8MW3D` (written on the institution's
   * transfer, paying every member). They must not start with one another.
   */
  referencePrefixes: { registration: "CPSS", submission: "ABS", group: "GRP" },
  contact: {
    email: "contact@congres-sexologie.ma",
    phone: "+212 5 22 00 00 00",
  },
  abstractEmail: "abstracts@congres-sexologie.ma",
  poster: { format: "PDF", orientation: "portrait", heightCm: 120, widthCm: 70 },
  /**
   * Who signs the visa invitation letters (issue #38, decision 0070): the main organiser's
   * president, the title worded (the wording's `presidentTitle`), the signature a PNG file in
   * apps/server/src/services/pdf/signatures/. This edition's name and drawing are placeholders.
   */
  president: {
    name: "Nom du président (à confirmer)",
    signatureImage: "cpss-2025-placeholder-signature.png",
  },
  /** Names and roles are worded (the wording's `organisers`, in this order). */
  organisers: [
    { shortName: "AMS", city: "Casablanca" },
    { shortName: "FMPC", city: "Casablanca" },
  ],
} as const;

export type EditionFacts = typeof editionFacts;

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

export type EditionEnv = Record<string, string | undefined>;

/**
 * The facts with the overrides found in `env` applied, and without the placeholders those
 * overrides confirm; the base object is untouched.
 */
export function resolveEditionFacts(env: EditionEnv): EditionFacts {
  const pick = (name: keyof typeof EDITION_ENV_OVERRIDES) => env[name]?.trim() || undefined;
  const bank = editionFacts.bankTransfer;
  return {
    ...editionFacts,
    placeholders: remainingPlaceholders(editionFacts.placeholders, env),
    siteUrl: (pick("CONGRESS_SITE_URL") ?? editionFacts.siteUrl).replace(/\/+$/, ""),
    abstractEmail: pick("CONGRESS_ABSTRACT_EMAIL") ?? editionFacts.abstractEmail,
    contact: {
      email: pick("CONGRESS_CONTACT_EMAIL") ?? editionFacts.contact.email,
      phone: pick("CONGRESS_CONTACT_PHONE") ?? editionFacts.contact.phone,
    },
    bankTransfer: {
      ...bank,
      accountHolder: pick("CONGRESS_BANK_ACCOUNT_HOLDER") ?? bank.accountHolder,
      bank: pick("CONGRESS_BANK_NAME") ?? bank.bank,
      rib: pick("CONGRESS_BANK_RIB") ?? bank.rib,
      iban: pick("CONGRESS_BANK_IBAN") ?? bank.iban,
      swift: pick("CONGRESS_BANK_SWIFT") ?? bank.swift,
    },
  } as EditionFacts;
}
