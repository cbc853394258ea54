import { PLACEHOLDER_CONFIRMED_BY, type PlaceholderId } from "./placeholders.ts";

/** What each provisional fact is, and where its real value goes, as the start warning names them. */
const PLACEHOLDER_WORDS: Record<PlaceholderId, { label: string; setIn: string }> = {
  bankTransfer: {
    label: "coordonnées bancaires (titulaire, banque, RIB, IBAN, SWIFT)",
    setIn: "bankTransfer dans packages/shared/src/edition.ts",
  },
  contactPhone: {
    label: "téléphone de contact",
    setIn: "contact.phone dans packages/shared/src/edition.ts",
  },
  speakers: {
    label: "intervenants et modérateurs du programme (noms, fonctions, photos)",
    setIn: "le programme (admin, puis « Publier ») et apps/web/src/content/people/",
  },
  galaHotel: {
    label: "hôtel du dîner de gala",
    setIn: "la salle du dîner de gala dans le programme (admin, puis « Publier »)",
  },
  visaSignatory: {
    label: "signataire des lettres d'invitation (nom, titre et image de signature du président)",
    setIn:
      "president dans packages/shared/src/edition-facts.ts, presidentTitle des textes de l'édition et apps/server/src/services/pdf/signatures/",
  },
};

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
    const { label, setIn } = PLACEHOLDER_WORDS[id];
    const confirmedBy: readonly string[] = PLACEHOLDER_CONFIRMED_BY[id];
    const variables = confirmedBy.length > 0 ? ` ou ${confirmedBy.join(" + ")}` : "";
    return `${label} (${setIn}${variables})`;
  });
  const withheld = bankDetailsWithheld
    ? " NODE_ENV=production : les coordonnées bancaires provisoires ne sont pas publiées, la page d'inscription et l'e-mail de confirmation annoncent qu'elles seront communiquées par e-mail."
    : "";
  return `Valeurs provisoires à remplacer avant la mise en ligne (puis à retirer de edition.placeholders) : ${facts.join(" ; ")}.${withheld}`;
}
