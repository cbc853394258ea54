/**
 * The edition's worded facts in one language (decisions 0027, 0029): one module per language
 * (`edition-wording-fr.ts`, `-en.ts`, `-ar.ts`), so a page ships its own only; edition.ts holds
 * the facts no language changes and composes the French wording into `edition`. The next edition
 * updates the three files beside edition.ts. Official names keep the organisers' own wording.
 */
export type EditionWording = {
  name: string;
  editionLabel: string;
  theme: string;
  datesLabel: string;
  /** One per day of `edition.dates.days`, in its order. */
  dayLabels: readonly string[];
  resultsDateLabel: string;
  city: string;
  country: string;
  venueName: string;
  /**
   * Where the congress is held, preposition and article included, as the language writes it
   * inside a sentence ("tenu à la Faculté…"; French contracts "à le" into "au").
   */
  atVenue: string;
  venueAddress: string;
  /** The title under the president's name at the foot of a visa letter (`edition.president`). */
  presidentTitle: string;
  /** One per organiser of `edition.organisers`, in its order (main organiser first). */
  organisers: readonly { name: string; role: string }[];
};
