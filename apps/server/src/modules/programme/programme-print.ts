import { type Edition, editionWordingIn, LOCALES, type Locale } from "@congres/shared";
import {
  inLanguage,
  type ProgrammeSessionData,
  type PublishedProgramme,
} from "@congres/shared/programme";
import { renderOnPdfThread } from "../../services/pdf/pdf-thread.ts";
import type { PrintedProgramme, PrintedSession } from "../../services/pdf/programme-data.ts";
import {
  itemText,
  itemTime,
  PROGRAMME_EXPORT_TEXTS,
  peopleLine,
  roomName,
  unbroken,
} from "./programme-export-texts.ts";

function printedSession(
  session: ProgrammeSessionData,
  programme: PublishedProgramme,
  locale: Locale,
): PrintedSession {
  const texts = PROGRAMME_EXPORT_TEXTS[locale];
  return {
    id: session.id,
    startsAt: session.startsAt,
    ...(session.endsAt && { endsAt: session.endsAt }),
    isBreak: session.kind === "break",
    room: roomName(programme.rooms, session.room, locale),
    title: inLanguage(session.title, locale),
    ...(session.subtitle && { subtitle: inLanguage(session.subtitle, locale) }),
    ...(session.chairs.length > 0 && {
      chairs: texts.labelled(
        texts.chairs(session.chairs.length),
        peopleLine(session.chairs, locale, unbroken),
      ),
    }),
    ...(session.panel.length > 0 && {
      panel: texts.labelled(texts.panel, peopleLine(session.panel, locale, unbroken)),
    }),
    items: session.items.map((item) => {
      const time = itemTime(item);
      return {
        ...(time && { time }),
        ...(item.board && { board: item.board }),
        ...(item.reference && { reference: item.reference }),
        text: itemText(item, locale, unbroken),
      };
    }),
  };
}

/** The publication worded in `locale` for the printed programme's document. */
export function printedProgramme(
  programme: PublishedProgramme,
  locale: Locale,
  edition: Edition,
): PrintedProgramme {
  const texts = PROGRAMME_EXPORT_TEXTS[locale];
  const wording = editionWordingIn(locale);
  return {
    locale,
    congressName: wording.name,
    shortName: edition.shortName,
    title: texts.programme,
    datesLabel: wording.datesLabel,
    venue: `${wording.venueName}, ${wording.city}`,
    published: texts.published(programme.version, programme.publishedAt),
    board: texts.board,
    days: programme.days.map((day) => ({
      date: day.date,
      heading: inLanguage(day.heading, locale),
      sessions: programme.sessions
        .filter((session) => session.day === day.date)
        .map((session) => printedSession(session, programme, locale)),
    })),
  };
}

/**
 * The printed programme of each language, laid out on the PDF thread (decision 0034) once per
 * publication: the bytes of the latest version asked are kept (one per language) and served
 * again until a newer version is asked for. A render that fails is forgotten, so the next
 * request tries again.
 */
/** How long after a publication its PDFs are laid out, if no other publication came. */
const LAY_OUT_DELAY_MS = 10_000;

export class ProgrammePdfs {
  private readonly rendered = new Map<Locale, { version: number; pdf: Promise<Buffer> }>();
  /** How many PDFs this server laid out (tests: the same version is not rendered twice). */
  renders = 0;

  /** The layout waiting for staff to stop publishing (`layOutSoon`). */
  private soon: NodeJS.Timeout | undefined;

  constructor(private readonly edition: Edition) {}

  /**
   * Lays out the three languages of a new publication a little later, once staff have stopped
   * publishing: the Arabic one holds the PDF thread for seconds, and two publications in a row
   * would lay out the first for nothing. A reader meanwhile gets them at once, once per version.
   */
  layOutSoon(programme: PublishedProgramme, onError: (error: unknown) => void): void {
    clearTimeout(this.soon);
    this.soon = setTimeout(() => {
      for (const locale of LOCALES) this.pdf(programme, locale).catch(onError);
    }, LAY_OUT_DELAY_MS).unref();
  }

  /** Forgets the layout waiting (the app's close). */
  stop(): void {
    clearTimeout(this.soon);
  }

  pdf(programme: PublishedProgramme, locale: Locale): Promise<Buffer> {
    const kept = this.rendered.get(locale);
    if (kept && kept.version === programme.version) return kept.pdf;
    this.renders += 1;
    const pdf = renderOnPdfThread({
      kind: "programme",
      programme: printedProgramme(programme, locale, this.edition),
    });
    const entry = { version: programme.version, pdf };
    this.rendered.set(locale, entry);
    pdf.catch(() => {
      if (this.rendered.get(locale) === entry) this.rendered.delete(locale);
    });
    return pdf;
  }
}
