// French counts 0 and 1 in the singular ("0 résumé accepté").
const FRENCH_PLURAL = new Intl.PluralRules("fr");

/** Every text of the book of abstracts, a French document like the other PDFs. */
export const bookTexts = {
  title: "Livre des résumés",
  count: (count: number) =>
    FRENCH_PLURAL.select(count) === "one"
      ? `${count} résumé accepté`
      : `${count.toLocaleString("fr-FR")} résumés acceptés`,
  contents: "Table des matières",
  authorsIndex: "Index des auteurs",
  keywords: "Mots-clés :",
  presenting: "* Auteur ou autrice qui présente la communication",
  footer: (shortName: string, page: number, pages: number) =>
    `${shortName} — Livre des résumés — ${page} / ${pages}`,
};
