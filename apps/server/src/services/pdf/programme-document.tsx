// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { FONT_FAMILY } from "./pdf-fonts.ts";
import { type Direction, directionOf, pdfColors } from "./pdf-layout.tsx";
import type { PrintedItem, PrintedProgramme, PrintedSession } from "./programme-data.ts";

const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 9,
    color: pdfColors.ink,
    paddingTop: 36,
    paddingBottom: 54,
    paddingHorizontal: 36,
  },
  // Not on the page: react-pdf draws nothing of a page number's text that inherits a line height.
  body: { fontSize: 9, lineHeight: 1.35 },
  band: { backgroundColor: pdfColors.brand, color: "#ffffff", padding: 12, marginBottom: 10 },
  congress: { fontSize: 11, fontWeight: 700, lineHeight: 1.4 },
  title: { fontSize: 20, fontWeight: 700, lineHeight: 1.5, marginVertical: 2 },
  bandLine: { fontSize: 9.5 },
  day: {
    fontSize: 13,
    fontWeight: 700,
    lineHeight: 1.5,
    color: pdfColors.brand,
    borderBottom: `1pt solid ${pdfColors.brand}`,
    paddingBottom: 3,
    marginTop: 6,
    marginBottom: 4,
  },
  slot: { borderBottom: `0.5pt solid ${pdfColors.rule}`, paddingVertical: 5 },
  time: { width: 62, fontWeight: 700, color: pdfColors.brand },
  slotHeading: { width: "100%", marginBottom: 3 },
  columns: { flex: 1 },
  session: { flex: 1, paddingHorizontal: 5 },
  column: { borderColor: pdfColors.rule, borderLeftWidth: 0.5, borderRightWidth: 0.5 },
  small: { fontSize: 8, fontWeight: 700, color: pdfColors.muted },
  sessionTitle: { fontSize: 10, fontWeight: 700, lineHeight: 1.4 },
  muted: { color: pdfColors.muted },
  item: { marginTop: 2 },
  itemTime: { width: 58, fontWeight: 700 },
  board: { width: 26, fontWeight: 700 },
  reference: { width: 74, color: pdfColors.muted },
  itemText: { flex: 1 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 36,
    right: 36,
    fontSize: 8,
    color: pdfColors.muted,
  },
});

const timeOf = (session: PrintedSession) =>
  session.endsAt ? `${session.startsAt}–${session.endsAt}` : session.startsAt;

/**
 * A talk or poster. In a column of parallel sessions its time, board and reference head it and
 * its text takes the column's whole width: beside a time column, a typical title took 3 lines.
 */
function Item(props: { item: PrintedItem; board: string; dir: Direction; stacked: boolean }) {
  const { item, board, dir } = props;
  const heading = [
    item.time && (
      <Text key="time" style={[styles.itemTime, dir.numbers]}>
        {item.time}
      </Text>
    ),
    item.board && <Text key="word" style={[styles.muted, dir.words]}>{`${board} `}</Text>,
    item.board && (
      <Text key="board" style={[styles.board, dir.numbers]}>
        {item.board}
      </Text>
    ),
    item.reference && (
      <Text key="reference" style={[styles.reference, dir.numbers]}>
        {item.reference}
      </Text>
    ),
  ].filter(Boolean);
  if (!props.stacked) {
    return (
      <View style={[styles.item, dir.row]} wrap={false}>
        {heading}
        <Text style={[styles.itemText, dir.words]}>{item.text}</Text>
      </View>
    );
  }
  return (
    <View style={styles.item} wrap={false}>
      {heading.length > 0 && <View style={dir.row}>{heading}</View>}
      <Text style={dir.words}>{item.text}</Text>
    </View>
  );
}

function Session(props: {
  session: PrintedSession;
  board: string;
  dir: Direction;
  showRoom: boolean;
  showTime: boolean;
  /** In a column of parallel sessions. */
  parallel: boolean;
}) {
  const { session, board, dir } = props;
  if (session.isBreak) {
    return <Text style={[styles.muted, dir.words]}>{`${session.title} — ${session.room}`}</Text>;
  }
  return (
    <>
      {props.showTime && <Text style={[styles.small, dir.numbers]}>{timeOf(session)}</Text>}
      {props.showRoom && <Text style={[styles.small, dir.words]}>{session.room}</Text>}
      <Text style={[styles.sessionTitle, dir.words]}>{session.title}</Text>
      {session.subtitle && <Text style={[styles.muted, dir.words]}>{session.subtitle}</Text>}
      {session.chairs && <Text style={dir.words}>{session.chairs}</Text>}
      {session.panel && <Text style={dir.words}>{session.panel}</Text>}
      {session.items.map((item, index) => (
        // A printed item has no id: its place in its session is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Item key={index} item={item} board={board} dir={dir} stacked={props.parallel} />
      ))}
    </>
  );
}

/** Sessions starting together: one across the page, or parallel ones in columns with their rooms. */
function Slot({
  sessions,
  board,
  dir,
}: {
  sessions: PrintedSession[];
  board: string;
  dir: Direction;
}) {
  const first = sessions[0] as PrintedSession;
  const sameEnd = sessions.every((session) => session.endsAt === first.endsAt);
  const parallel = sessions.length > 1;
  const items = sessions.reduce((count, session) => count + session.items.length, 0);
  const time = sameEnd ? timeOf(first) : first.startsAt;
  const columns = (
    // Beside the time, the columns take the rest of the row; under it, their own height.
    <View style={parallel ? dir.row : [styles.columns, dir.row]}>
      {sessions.map((session) => (
        <View key={session.id} style={parallel ? [styles.session, styles.column] : styles.session}>
          <Session
            session={session}
            board={board}
            dir={dir}
            showRoom={parallel || !session.isBreak}
            showTime={!sameEnd}
            parallel={parallel}
          />
        </View>
      ))}
    </View>
  );
  // A slot stays on one page unless it is longer than a page could hold (a poster session).
  // Parallel sessions have the page's width for their columns, their time above them.
  return parallel ? (
    <View style={styles.slot} wrap={items > 20}>
      <Text style={[styles.time, styles.slotHeading, dir.numbers]}>{time}</Text>
      {columns}
    </View>
  ) : (
    <View style={[styles.slot, dir.row]} wrap={items > 20}>
      <Text style={[styles.time, dir.numbers]}>{time}</Text>
      {columns}
    </View>
  );
}

/** The day's sessions grouped by start time, in the programme's order. */
function slotsOf(sessions: PrintedSession[]): PrintedSession[][] {
  const slots = new Map<string, PrintedSession[]>();
  for (const session of sessions) {
    slots.set(session.startsAt, [...(slots.get(session.startsAt) ?? []), session]);
  }
  return [...slots.values()];
}

/**
 * The printable programme (A4): the congress, its dates and venue; each day from a new page, its
 * sessions by start time, parallel ones side by side; chairs, talks and speakers, posters with
 * their boards; page numbers. Arabic runs right to left.
 */
export function ProgrammeDocument({ programme }: { programme: PrintedProgramme }) {
  const dir = directionOf(programme.locale === "ar");
  return (
    <Document
      title={`${programme.title} — ${programme.shortName}`}
      language={programme.locale}
      author={programme.shortName}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.body}>
          <View style={styles.band}>
            <Text style={[styles.congress, dir.words]}>{programme.congressName}</Text>
            <Text style={[styles.title, dir.words]}>{programme.title}</Text>
            <Text style={[styles.bandLine, dir.words]}>{programme.datesLabel}</Text>
            <Text style={[styles.bandLine, dir.words]}>{programme.venue}</Text>
            <Text style={[styles.bandLine, dir.words]}>{programme.published}</Text>
          </View>
          {programme.days.map((day) => (
            <View key={day.date}>
              <Text style={[styles.day, dir.words]} minPresenceAhead={60}>
                {day.heading}
              </Text>
              {slotsOf(day.sessions).map((slot) => (
                <Slot key={slot[0]?.id} sessions={slot} board={programme.board} dir={dir} />
              ))}
            </View>
          ))}
        </View>
        <Text style={[styles.footer, dir.words]} fixed>
          {`${programme.shortName} — ${programme.title}`}
        </Text>
        <Text
          style={[
            styles.footer,
            dir.numbers,
            { textAlign: dir.words.textAlign === "left" ? "right" : "left" },
          ]}
          fixed
          render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`}
        />
      </Page>
    </Document>
  );
}

export async function renderProgrammePdf(programme: PrintedProgramme): Promise<Buffer> {
  const { renderToBuffer } = await import("@react-pdf/renderer");
  return renderToBuffer(<ProgrammeDocument programme={programme} />);
}
