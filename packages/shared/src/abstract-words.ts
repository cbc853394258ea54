export const ABSTRACT_MAX_WORDS = 330;

/** Words as the spec counts them: the pieces left after splitting on whitespace. */
export function countWordsInAbstract(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}
