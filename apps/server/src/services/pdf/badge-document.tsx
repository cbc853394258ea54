/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, editionWordingIn } from "@congres/shared";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { BadgeLayout, DelegateData } from "./pdf-data.ts";
import { FONT_FAMILY } from "./pdf-fonts.ts";
import { pdfTextsIn } from "./pdf-language.ts";
import { directionOf, LabelledFigure, pdfColors, typedDirection } from "./pdf-layout.tsx";
import { type QrCode, QrCodeImage } from "./qr-code.tsx";

/** A badge and its reference's QR code (scanned at check-in). */
export type BadgeData = DelegateData & { qrCode: QrCode };

// A4 is 595.28 × 841.89 pt: 2 columns × 4 rows of 105 × 74 mm, the size of common badge holders.
const A4 = { width: 595.28, height: 841.89 };
const SHEET = { columns: 2, rows: 4 };
const CELL = { width: A4.width / SHEET.columns, height: A4.height / SHEET.rows };
// One per page: an A6 card in landscape (148 × 105 mm), for badge printers.
const SINGLE_PAGE: [number, number] = [419.53, 297.64];

/**
 * One badge in its delegate's language (decision 0072): the name as the delegate wrote it (in
 * Latin letters when given, decision 0038), the rest in her language, mirrored in Arabic.
 */
function Badge({ badge, edition, scale }: { badge: BadgeData; edition: Edition; scale: number }) {
  const size = (points: number) => points * scale;
  const dir = directionOf(badge.language === "ar");
  const wording = editionWordingIn(badge.language);
  const own = (text: string) => typedDirection(text, dir);
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
        <Text style={[{ color: "#ffffff", fontSize: size(10), fontWeight: 700 }, dir.words]}>
          {edition.shortName} · {wording.city}
        </Text>
      </View>
      <View style={[{ flexGrow: 1, padding: size(10) }, dir.row]}>
        <View
          style={[
            { flex: 1, justifyContent: "center" },
            dir.rtl ? { paddingLeft: size(6) } : { paddingRight: size(6) },
          ]}
        >
          <Text
            style={[
              { fontSize: size(15), fontWeight: 700, marginBottom: size(4) },
              own(badge.name),
            ]}
          >
            {badge.name}
          </Text>
          {badge.originalName && (
            <Text style={[{ fontSize: size(11), marginBottom: size(4) }, own(badge.originalName)]}>
              {badge.originalName}
            </Text>
          )}
          {badge.institution && (
            <Text style={[{ fontSize: size(9), marginBottom: size(2) }, own(badge.institution)]}>
              {badge.institution}
            </Text>
          )}
          <Text style={[{ fontSize: size(9), color: pdfColors.muted }, own(badge.country)]}>
            {badge.country}
          </Text>
        </View>
        <View style={{ width: size(70), alignItems: "center", justifyContent: "center" }}>
          <QrCodeImage code={badge.qrCode} side={size(66)} />
          <LabelledFigure
            label={pdfTextsIn(badge.language).badge.reference}
            figure={badge.reference}
            dir={dir}
            style={{ fontSize: size(7), marginTop: size(2) }}
          />
        </View>
      </View>
      <View style={{ backgroundColor: pdfColors.brandLight, paddingVertical: size(4) }}>
        <Text
          style={{
            textAlign: "center",
            fontSize: size(10),
            fontWeight: 700,
            color: pdfColors.brand,
            direction: dir.words.direction,
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
  // A sheet is printed by staff, in French unless all its badges share a language; one badge is
  // its delegate's document.
  const languages = new Set(badges.map((badge) => badge.language));
  const language = languages.size === 1 ? (badges[0]?.language ?? DEFAULT_LOCALE) : DEFAULT_LOCALE;
  const title = `${pdfTextsIn(language).badge.sheetTitle} — ${edition.shortName}`;
  if (layout === "single") {
    return (
      <Document title={title} language={language}>
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
    <Document title={title} language={language}>
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
