// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { BookAbstract, BookContents } from "./book-contents.ts";

const BRAND = "#7a1f3d";

const styles = StyleSheet.create({
  page: { paddingTop: 48, paddingBottom: 56, paddingHorizontal: 52, fontSize: 10, lineHeight: 1.4 },
  cover: { flexGrow: 1, justifyContent: "center", textAlign: "center" },
  coverTitle: { fontSize: 26, fontFamily: "Helvetica-Bold", color: BRAND, marginBottom: 16 },
  coverName: { fontSize: 14, marginBottom: 8 },
  h1: { fontSize: 18, fontFamily: "Helvetica-Bold", color: BRAND, marginBottom: 12 },
  h2: { fontSize: 13, fontFamily: "Helvetica-Bold", color: BRAND, marginTop: 10, marginBottom: 6 },
  tocCategory: { fontSize: 11, fontFamily: "Helvetica-Bold", marginTop: 8 },
  tocGroup: { fontSize: 10, fontFamily: "Helvetica-Oblique", marginTop: 2, marginLeft: 8 },
  tocLine: { flexDirection: "row", marginLeft: 16, textDecoration: "none", color: "#111111" },
  code: { width: 32, fontFamily: "Helvetica-Bold" },
  abstract: { marginBottom: 14 },
  abstractTitle: { fontSize: 11, fontFamily: "Helvetica-Bold", marginBottom: 3 },
  authors: { fontFamily: "Helvetica-Oblique", marginBottom: 4 },
  keywords: { marginTop: 3, color: "#444444" },
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
});

/** "Diallo Fatou*, Ndiaye Moussa" — the presenting author marked with an asterisk. */
const authorLine = (item: BookAbstract) =>
  item.authors
    .map((author) => `${author.firstName} ${author.lastName}${author.presenting ? "*" : ""}`)
    .join(", ");

const affiliations = (item: BookAbstract) =>
  [...new Set(item.authors.map((author) => author.affiliation.trim()).filter(Boolean))].join(" ; ");

function AbstractEntry({ item }: { item: BookAbstract }) {
  return (
    <View style={styles.abstract} id={`resume-${item.id}`} minPresenceAhead={80}>
      <Text style={styles.abstractTitle}>
        {item.code} — {item.title}
      </Text>
      <Text style={styles.authors}>{authorLine(item)}</Text>
      {affiliations(item) !== "" && <Text>{affiliations(item)}</Text>}
      <Text>{item.abstract}</Text>
      {item.keywords.trim() !== "" && (
        <Text style={styles.keywords}>Mots-clés : {item.keywords}</Text>
      )}
    </View>
  );
}

export type BookTitles = { congressName: string; shortName: string; datesLabel: string };

/**
 * The book of abstracts: a cover, the table of contents (category, presentation, each abstract
 * by its code and title, linked to it), the abstracts, and the authors' index (name → codes).
 */
export function BookOfAbstracts({
  contents,
  titles,
}: {
  contents: BookContents;
  titles: BookTitles;
}) {
  const footer = (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) =>
        `${titles.shortName} — Livre des résumés — ${pageNumber} / ${totalPages}`
      }
    />
  );
  return (
    <Document
      title={`Livre des résumés — ${titles.shortName}`}
      language="fr"
      author={titles.shortName}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.cover}>
          <Text style={styles.coverTitle}>Livre des résumés</Text>
          <Text style={styles.coverName}>{titles.congressName}</Text>
          <Text>{titles.datesLabel}</Text>
          <Text>{`${contents.count} résumés acceptés`}</Text>
        </View>
      </Page>
      <Page size="A4" style={styles.page}>
        <Text style={styles.h1}>Table des matières</Text>
        {contents.sections.map((section) => (
          <View key={section.category}>
            <Text style={styles.tocCategory}>{section.category}</Text>
            {section.groups.map((group) => (
              <View key={group.presentation}>
                <Text style={styles.tocGroup}>{group.presentation}</Text>
                {group.abstracts.map((item) => (
                  <Link key={item.id} src={`#resume-${item.id}`} style={styles.tocLine}>
                    <Text style={styles.code}>{item.code}</Text>
                    <Text style={{ flex: 1 }}>{item.title}</Text>
                  </Link>
                ))}
              </View>
            ))}
          </View>
        ))}
        <Text style={styles.tocCategory}>Index des auteurs</Text>
        {footer}
      </Page>
      {contents.sections.map((section) => (
        <Page key={section.category} size="A4" style={styles.page}>
          <Text style={styles.h1}>{section.category}</Text>
          {section.groups.map((group) => (
            <View key={group.presentation}>
              <Text style={styles.h2}>{group.presentation}</Text>
              {group.abstracts.map((item) => (
                <AbstractEntry key={item.id} item={item} />
              ))}
            </View>
          ))}
          {footer}
        </Page>
      ))}
      <Page size="A4" style={styles.page}>
        <Text style={styles.h1}>Index des auteurs</Text>
        {contents.index.map((entry) => (
          <View key={entry.name} style={styles.indexLine} wrap={false}>
            <Text>{entry.name}</Text>
            <Text>{entry.codes.join(", ")}</Text>
          </View>
        ))}
        {footer}
      </Page>
    </Document>
  );
}

/** The PDF's bytes. */
export async function renderBookOfAbstracts(
  contents: BookContents,
  titles: BookTitles,
): Promise<Buffer> {
  const { renderToBuffer } = await import("@react-pdf/renderer");
  return renderToBuffer(<BookOfAbstracts contents={contents} titles={titles} />);
}
