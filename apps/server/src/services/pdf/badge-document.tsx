/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Edition } from "@congres/shared";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { BadgeLayout, DelegateData } from "./pdf-data.ts";
import { FONT_FAMILY } from "./pdf-fonts.ts";
import { pdfColors } from "./pdf-layout.tsx";
import { pdfTexts } from "./pdf-texts.ts";
import { type QrCode, QrCodeImage } from "./qr-code.tsx";

/** A badge and its reference's QR code (scanned at check-in). */
export type BadgeData = DelegateData & { qrCode: QrCode };

// A4 is 595.28 × 841.89 pt: 2 columns × 4 rows of 105 × 74 mm, the size of common badge holders.
const A4 = { width: 595.28, height: 841.89 };
const SHEET = { columns: 2, rows: 4 };
const CELL = { width: A4.width / SHEET.columns, height: A4.height / SHEET.rows };
// One per page: an A6 card in landscape (148 × 105 mm), for badge printers.
const SINGLE_PAGE: [number, number] = [419.53, 297.64];

function Badge({ badge, edition, scale }: { badge: BadgeData; edition: Edition; scale: number }) {
  const size = (points: number) => points * scale;
  return (
    <View
      style={{
        width: "100%",
        height: "100%",
        border: `0.5pt dashed ${pdfColors.rule}`,
        fontFamily: FONT_FAMILY,
        color: pdfColors.ink,
      }}
    >
      <View
        style={{
          backgroundColor: pdfColors.brand,
          paddingVertical: size(5),
          paddingHorizontal: size(10),
        }}
      >
        <Text style={{ color: "#ffffff", fontSize: size(10), fontWeight: 700 }}>
          {edition.shortName} · {edition.city}
        </Text>
      </View>
      <View style={{ flexDirection: "row", flexGrow: 1, padding: size(10) }}>
        <View style={{ flex: 1, paddingRight: size(6), justifyContent: "center" }}>
          <Text style={{ fontSize: size(15), fontWeight: 700, marginBottom: size(4) }}>
            {badge.name}
          </Text>
          {badge.originalName && (
            <Text style={{ fontSize: size(11), marginBottom: size(4) }}>{badge.originalName}</Text>
          )}
          {badge.institution && (
            <Text style={{ fontSize: size(9), marginBottom: size(2) }}>{badge.institution}</Text>
          )}
          <Text style={{ fontSize: size(9), color: pdfColors.muted }}>{badge.country}</Text>
        </View>
        <View style={{ width: size(70), alignItems: "center", justifyContent: "center" }}>
          <QrCodeImage code={badge.qrCode} side={size(66)} />
          <Text style={{ fontSize: size(7), marginTop: size(2) }}>
            {pdfTexts.badge.reference} {badge.reference}
          </Text>
        </View>
      </View>
      <View style={{ backgroundColor: pdfColors.brandLight, paddingVertical: size(4) }}>
        <Text
          style={{
            textAlign: "center",
            fontSize: size(10),
            fontWeight: 700,
            color: pdfColors.brand,
          }}
        >
          {badge.participation}
        </Text>
      </View>
    </View>
  );
}

const chunks = <T,>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );

/** Badges on A4 sheets of 8 (to cut along the dashes), or one per A6 page. */
export function BadgesDocument({
  badges,
  layout,
  edition,
}: {
  badges: BadgeData[];
  layout: BadgeLayout;
  edition: Edition;
}) {
  const title = `Badges — ${edition.shortName}`;
  if (layout === "single") {
    return (
      <Document title={title} language="fr">
        {badges.map((badge) => (
          <Page key={badge.reference} size={SINGLE_PAGE}>
            <Badge badge={badge} edition={edition} scale={1.4} />
          </Page>
        ))}
      </Document>
    );
  }
  const perSheet = SHEET.columns * SHEET.rows;
  return (
    <Document title={title} language="fr">
      {chunks(badges, perSheet).map((sheet) => (
        <Page
          key={sheet[0]?.reference}
          size="A4"
          style={{ flexDirection: "row", flexWrap: "wrap" }}
        >
          {sheet.map((badge) => (
            <View key={badge.reference} style={{ width: CELL.width, height: CELL.height }}>
              <Badge badge={badge} edition={edition} scale={1} />
            </View>
          ))}
        </Page>
      ))}
    </Document>
  );
}
