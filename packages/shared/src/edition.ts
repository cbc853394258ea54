import {
  type EditionEnv,
  type EditionFacts,
  editionFacts,
  resolveEditionFacts,
} from "./edition-facts.ts";
import { editionWordingAr } from "./edition-wording-ar.ts";
import { editionWordingEn } from "./edition-wording-en.ts";
import { editionWordingFr } from "./edition-wording-fr.ts";

export * from "./edition-facts.ts";

/**
 * `edition`: the facts of edition-facts.ts with the French wording, as the server, the admin and
 * the French pages read them. A module apart from the facts, so that a bundle whose scripts read
 * only the facts (every public page's islands) never holds this wording (decision 0029).
 */

/** Lines that exist in French only: the legal notice (translations say French binds). */
const frenchOnly = {
  /** What the delegate writes on the transfer; the reference comes in the confirmation e-mail. */
  bankReference: "Votre référence d'inscription (reçue par email), puis vos nom et prénom",
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

/** The facts with their French wording, in the shape the server and the admin have always read. */
export function withFrenchWording(facts: EditionFacts) {
  const fr = editionWordingFr;
  return {
    ...facts,
    name: fr.name,
    editionLabel: fr.editionLabel,
    theme: { fr: fr.theme, en: editionWordingEn.theme, ar: editionWordingAr.theme },
    dates: {
      start: facts.dates.start,
      end: facts.dates.end,
      label: fr.datesLabel,
      days: facts.dates.days.map((date, index) => ({ date, label: fr.dayLabels[index] ?? date })),
    },
    resultsDateLabel: fr.resultsDateLabel,
    president: { ...facts.president, title: fr.presidentTitle },
    city: fr.city,
    country: fr.country,
    venue: { ...facts.venue, name: fr.venueName, address: fr.venueAddress, at: fr.atVenue },
    bankTransfer: { ...facts.bankTransfer, reference: frenchOnly.bankReference },
    organisers: facts.organisers.map((organiser, index) => ({
      ...organiser,
      name: fr.organisers[index]?.name ?? organiser.shortName,
      role: fr.organisers[index]?.role ?? "",
    })),
    legal: frenchOnly.legal,
  };
}

export type Edition = ReturnType<typeof withFrenchWording>;

/** The edition with its French wording; a pure call, dropped from bundles that do not read it. */
export const edition: Edition = /* @__PURE__ */ withFrenchWording(editionFacts);

/** The edition, French wording included, with the overrides found in `env` applied. */
export const resolveEdition = (env: EditionEnv): Edition =>
  withFrenchWording(resolveEditionFacts(env));
