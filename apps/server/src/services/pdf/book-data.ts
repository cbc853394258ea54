/** The book of abstracts as its document lays it out; the book module fills it from the accepted submissions. */

export type BookAuthor = {
  firstName: string;
  lastName: string;
  affiliation: string;
  presenting: boolean;
};

export type BookAbstract = {
  id: number;
  /** `O3`, `P12`: what the table of contents and the authors' index refer to. */
  code: string;
  title: string;
  authors: BookAuthor[];
  abstract: string;
  keywords: string;
};

export type BookSection = {
  category: string;
  groups: { presentation: string; abstracts: BookAbstract[] }[];
};

export type BookIndexEntry = { name: string; codes: string[] };

export type BookContents = { sections: BookSection[]; index: BookIndexEntry[]; count: number };
