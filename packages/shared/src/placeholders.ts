/**
 * Facts of the edition that may still be provisional. The edition config lists the ones that
 * are (`edition.placeholders`); the server names them in a warning at every start and, in
 * production, withholds provisional bank details (docs/decisions/0018).
 */
type PlaceholderFact = {
  /** What it is, as the start warning names it. */
  label: string;
  /** Where the real value goes. */
  setIn: string;
  /** Environment variables that, all set, confirm it without editing a file. */
  confirmedBy: readonly string[];
};

export const PLACEHOLDER_FACTS = {
  bankTransfer: {
    label: "coordonnées bancaires (titulaire, banque, RIB, IBAN, SWIFT)",
    setIn: "bankTransfer dans packages/shared/src/edition.ts",
    confirmedBy: ["CONGRESS_BANK_RIB", "CONGRESS_BANK_IBAN"],
  },
  contactPhone: {
    label: "téléphone de contact",
    setIn: "contact.phone dans packages/shared/src/edition.ts",
    confirmedBy: ["CONGRESS_CONTACT_PHONE"],
  },
  speakers: {
    label: "intervenants et modérateurs du programme (noms, fonctions, photos)",
    setIn: "le programme (admin, puis « Publier ») et apps/web/src/content/people/",
    confirmedBy: [],
  },
  galaHotel: {
    label: "hôtel du dîner de gala",
    setIn: "la salle du dîner de gala dans le programme (admin, puis « Publier »)",
    confirmedBy: [],
  },
  visaSignatory: {
    label: "signataire des lettres d'invitation (nom, titre et image de signature du président)",
    setIn:
      "president dans packages/shared/src/edition-facts.ts, presidentTitle des textes de l'édition et apps/server/src/services/pdf/signatures/",
    confirmedBy: [],
  },
} as const satisfies Record<string, PlaceholderFact>;

export type PlaceholderId = keyof typeof PLACEHOLDER_FACTS;

type EnvLike = Record<string, string | undefined>;

/** The listed placeholders less those whose confirming variables are all set in `env`. */
export function remainingPlaceholders(
  listed: readonly PlaceholderId[],
  env: EnvLike,
): PlaceholderId[] {
  return listed.filter((id) => {
    const variables: readonly string[] = PLACEHOLDER_FACTS[id].confirmedBy;
    return variables.length === 0 || variables.some((name) => !env[name]?.trim());
  });
}

/**
 * The start warning, one line: each provisional fact and where to set it, and whether the bank
 * details are withheld from the site until they are set. Undefined when nothing is provisional.
 */
export function placeholderWarning(
  placeholders: readonly PlaceholderId[],
  bankDetailsWithheld: boolean,
): string | undefined {
  if (placeholders.length === 0) return undefined;
  const facts = placeholders.map((id) => {
    const { label, setIn, confirmedBy } = PLACEHOLDER_FACTS[id];
    const variables = confirmedBy.length > 0 ? ` ou ${confirmedBy.join(" + ")}` : "";
    return `${label} (${setIn}${variables})`;
  });
  const withheld = bankDetailsWithheld
    ? " NODE_ENV=production : les coordonnées bancaires provisoires ne sont pas publiées, la page d'inscription et l'e-mail de confirmation annoncent qu'elles seront communiquées par e-mail."
    : "";
  return `Valeurs provisoires à remplacer avant la mise en ligne (puis à retirer de edition.placeholders) : ${facts.join(" ; ")}.${withheld}`;
}
