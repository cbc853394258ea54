// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { Fragment } from "react";
import type { BookAbstract, BookContents } from "./book-data.ts";
import { bookTexts } from "./book-texts.ts";
import { FONT_FAMILY } from "./pdf-fonts.ts";
import { RIGHT_TO_LEFT } from "./pdf-layout.tsx";

const BRAND = "#7a1f3d";
const MUTED = "#444444";

const styles = StyleSheet.create({
  page: {
    paddingTop: 48,
    paddingBottom: 64,
    paddingHorizontal: 52,
    fontFamily: FONT_FAMILY,
    fontSize: 10,
    lineHeight: 1.4,
  },
  cover: { flexGrow: 1, justifyContent: "center", textAlign: "center" },
  coverTitle: { fontSize: 26, fontWeight: 700, color: BRAND, marginBottom: 16 },
  coverName: { fontSize: 14, marginBottom: 8 },
  h1: { fontSize: 18, fontWeight: 700, color: BRAND, marginBottom: 12 },
  h2: { fontSize: 13, fontWeight: 700, color: BRAND, marginTop: 10, marginBottom: 6 },
  tocCategory: { fontSize: 11, fontWeight: 700, marginTop: 8 },
  tocGroup: { fontSize: 10, color: MUTED, marginTop: 2, marginLeft: 8 },
  tocLine: { flexDirection: "row", marginLeft: 16, textDecoration: "none", color: "#111111" },
  code: { width: 32, fontWeight: 700 },
  tocTitle: { flex: 1 },
  tocPage: { width: 32, textAlign: "right" },
  abstract: { marginBottom: 14 },
  abstractTitle: { fontSize: 11, fontWeight: 700, marginBottom: 3 },
  authors: { color: MUTED, marginBottom: 2 },
  affiliation: { fontSize: 9, color: MUTED },
  mark: { fontSize: 6.5, verticalAlign: "super" },
  body: { marginTop: 4 },
  keywords: { marginTop: 3, color: MUTED },
  indexLine: { flexDirection: "row", justifyContent: "space-between" },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 52,
    right: 52,
    fontSize: 8,
    color: "#666666",
    textAlign: "center",
  },
  presentingNote: { position: "absolute", bottom: 38, left: 52, right: 52, fontSize: 8 },
});

/** A text typed in Arabic (a title, a name) is laid out right to left, from its first letter. */
const directionOf = (text: string) =>
  RIGHT_TO_LEFT.test(text) ? ({ direction: "rtl", textAlign: "right" } as const) : {};

/**
 * The abstract's affiliations, each once, numbered in the authors' order, and each author's
 * number (0 without one): "Łukasz Wiśniewski¹, Anna Nowak¹, Fatima Zahra²*".
 */
function affiliationsOf(item: BookAbstract) {
  const list: string[] = [];
  const numbers = item.authors.map((author) => {
    const affiliation = author.affiliation.trim();
    if (affiliation === "") return 0;
    if (!list.includes(affiliation)) list.push(affiliation);
    return list.indexOf(affiliation) + 1;
  });
  return { list, numbers };
}

/** Where each abstract and the index start: their anchor → their page, from the first layout. */
export type AnchorPages = Map<string, number>;

/** Notes, while the document is laid out, the page where `anchor` lands; draws nothing. */
const PageNote = ({ anchor, pages }: { anchor: string; pages: AnchorPages }) => (
  <View
    render={({ pageNumber }) => {
      pages.set(anchor, pageNumber);
      return null;
    }}
  />
);

const INDEX_ANCHOR = "index-des-auteurs";
const anchorOf = (item: BookAbstract) => `resume-${item.id}`;

function AbstractEntry({ item, pages }: { item: BookAbstract; pages: AnchorPages }) {
  const { list, numbers } = affiliationsOf(item);
  const names = item.authors.map((author) => `${author.firstName} ${author.lastName}`);
  const title = `${item.code} — ${item.title}`;
  return (
    <View style={styles.abstract} id={anchorOf(item)} minPresenceAhead={80}>
      <PageNote anchor={anchorOf(item)} pages={pages} />
      <Text style={[styles.abstractTitle, directionOf(item.title)]}>{title}</Text>
      <Text style={[styles.authors, directionOf(names[0] ?? "")]}>
        {item.authors.map((author, index) => (
          // An author has no identity but their rank in the abstract, which never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={index}>
            {index > 0 ? ", " : ""}
            {names[index]}
            <Text style={styles.mark}>
              {`${numbers[index] || ""}${author.presenting ? "*" : ""}`}
            </Text>
          </Fragment>
        ))}
      </Text>
      {list.map((affiliation, index) => (
        <Text key={affiliation} style={[styles.affiliation, directionOf(affiliation)]}>
          <Text style={styles.mark}>{String(index + 1)}</Text> {affiliation}
        </Text>
      ))}
      <Text style={[styles.body, directionOf(item.abstract)]}>{item.abstract}</Text>
      {item.keywords.trim() !== "" && (
        <Text style={[styles.keywords, directionOf(item.keywords)]}>
          {bookTexts.keywords} {item.keywords}
        </Text>
      )}
    </View>
  );
}

export type BookTitles = { congressName: string; shortName: string; datesLabel: string };

/**
 * The book of abstracts: a cover, the table of contents (category, presentation, each abstract
 * by its code, title and page, linked to it), the abstracts, and the authors' index (name →
 * codes). `pages` is filled while the abstracts are laid out and read by the contents: see
 * renderBookOfAbstracts.
 */
export function BookOfAbstracts({
  contents,
  titles,
  pages,
}: {
  contents: BookContents;
  titles: BookTitles;
  pages: AnchorPages;
}) {
  const footer = (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) =>
        bookTexts.footer(titles.shortName, pageNumber, totalPages)
      }
    />
  );
  return (
    <Document
      title={`${bookTexts.title} — ${titles.shortName}`}
      language="fr"
      author={titles.shortName}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.cover}>
          <Text style={styles.coverTitle}>{bookTexts.title}</Text>
          <Text style={styles.coverName}>{titles.congressName}</Text>
          <Text>{titles.datesLabel}</Text>
          <Text>{bookTexts.count(contents.count)}</Text>
        </View>
      </Page>
      <Page size="A4" style={styles.page}>
        <Text style={styles.h1}>{bookTexts.contents}</Text>
        {contents.sections.map((section) => (
          <View key={section.category}>
            <Text style={styles.tocCategory}>{section.category}</Text>
            {section.groups.map((group) => (
              <View key={group.presentation}>
                <Text style={styles.tocGroup}>{group.presentation}</Text>
                {group.abstracts.map((item) => (
                  <Link key={item.id} src={`#${anchorOf(item)}`} style={styles.tocLine}>
                    <Text style={styles.code}>{item.code}</Text>
                    <Text style={[styles.tocTitle, directionOf(item.title)]}>{item.title}</Text>
                    <Text style={styles.tocPage}>{String(pages.get(anchorOf(item)) ?? "")}</Text>
                  </Link>
                ))}
              </View>
            ))}
          </View>
        ))}
        <Link src={`#${INDEX_ANCHOR}`} style={[styles.tocLine, { marginLeft: 0 }]}>
          <Text style={[styles.tocCategory, styles.tocTitle]}>{bookTexts.authorsIndex}</Text>
          <Text style={[styles.tocCategory, styles.tocPage]}>
            {String(pages.get(INDEX_ANCHOR) ?? "")}
          </Text>
        </Link>
        {footer}
      </Page>
      {contents.sections.map((section) => (
        <Page key={section.category} size="A4" style={styles.page}>
          <Text style={styles.h1}>{section.category}</Text>
          {section.groups.map((group) => (
            <View key={group.presentation}>
              <Text style={styles.h2}>{group.presentation}</Text>
              {group.abstracts.map((item) => (
                <AbstractEntry key={item.id} item={item} pages={pages} />
              ))}
            </View>
          ))}
          <Text style={styles.presentingNote} fixed>
            {bookTexts.presenting}
          </Text>
          {footer}
        </Page>
      ))}
      <Page size="A4" style={styles.page}>
        <View id={INDEX_ANCHOR}>
          <PageNote anchor={INDEX_ANCHOR} pages={pages} />
          <Text style={styles.h1}>{bookTexts.authorsIndex}</Text>
        </View>
        {contents.index.map((entry) => (
          <View key={entry.name} style={styles.indexLine} wrap={false}>
            <Text style={directionOf(entry.name)}>{entry.name}</Text>
            <Text>{entry.codes.join(", ")}</Text>
          </View>
        ))}
        {footer}
      </Page>
    </Document>
  );
}

/**
 * The PDF's bytes, laid out twice: react-pdf tells a page's number only to what is on it, so the
 * first layout notes each abstract's page and the second prints them in the contents. The
 * contents' page column has a fixed width: its numbers change no line, so no page.
 */
export async function renderBookOfAbstracts(
  contents: BookContents,
  titles: BookTitles,
): Promise<Buffer> {
  const { renderToBuffer } = await import("@react-pdf/renderer");
  const pages: AnchorPages = new Map();
  await renderToBuffer(<BookOfAbstracts contents={contents} titles={titles} pages={pages} />);
  return renderToBuffer(
    <BookOfAbstracts contents={contents} titles={titles} pages={new Map(pages)} />,
  );
}
