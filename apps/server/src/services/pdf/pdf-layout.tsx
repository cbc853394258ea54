// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Edition } from "@congres/shared";
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { FONT_FAMILY } from "./pdf-fonts.ts";

/** The congress colours of the mails (templates/mail-layout.tsx), for print. */
export const pdfColors = {
  brand: "#5f1e44",
  brandLight: "#fbf3f8",
  ink: "#1f1a24",
  muted: "#5b5563",
  rule: "#e7e3ea",
  alert: "#b3261e",
};

export const pdfStyles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 11, color: pdfColors.ink, padding: 48 },
  band: { backgroundColor: pdfColors.brand, color: "#ffffff", padding: 14, marginBottom: 24 },
  bandTitle: { fontSize: 16, fontWeight: 700 },
  bandLine: { fontSize: 10, marginTop: 2 },
  heading: { fontSize: 20, fontWeight: 700, color: pdfColors.brand, marginBottom: 16 },
  row: { flexDirection: "row", paddingVertical: 6, borderBottom: `1pt solid ${pdfColors.rule}` },
  label: { width: 170, color: pdfColors.muted },
  value: { flex: 1 },
  strong: { fontWeight: 700 },
  footer: {
    position: "absolute",
    bottom: 32,
    left: 48,
    right: 48,
    fontSize: 9,
    color: pdfColors.muted,
    textAlign: "center",
  },
});

/** The organiser (the first of the edition's organisers) and the congress, at the top. */
export function OrganiserBand({ edition }: { edition: Edition }) {
  const organiser = edition.organisers[0];
  return (
    <View style={pdfStyles.band}>
      <Text style={pdfStyles.bandTitle}>{organiser?.name ?? edition.name}</Text>
      <Text style={pdfStyles.bandLine}>{edition.legal.editorAddress}</Text>
      <Text style={pdfStyles.bandLine}>
        {edition.name} — {edition.dates.label}, {edition.city}
      </Text>
      <Text style={pdfStyles.bandLine}>
        {edition.contact.email} · {edition.siteUrl.replace(/^https?:\/\//, "")}
      </Text>
    </View>
  );
}

/** A label/value line of a receipt. */
export function DetailRow({
  label,
  value,
  strong,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <View style={pdfStyles.row} wrap={false}>
      <Text style={pdfStyles.label}>{label}</Text>
      <Text style={strong ? [pdfStyles.value, pdfStyles.strong] : pdfStyles.value}>{value}</Text>
    </View>
  );
}
