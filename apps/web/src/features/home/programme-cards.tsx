import { inLanguage, type ProgrammeData, type SessionKind } from "@congres/shared/programme";
import {
  BookOpen,
  Coffee,
  FlaskConical,
  type LucideIcon,
  Mic,
  Presentation,
  Users,
} from "lucide-react";
import type { Locale } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { formatWeekday } from "../../lib/locale-format.ts";
import { m } from "../../paraglide/messages.js";

/** §9: each programme card starts its entrance 100 ms after the previous one. */
const CARD_DELAY_MS = 100;

/** One card per kind of session the programme holds, in this order. */
const CARDS: Record<SessionKind, { icon: LucideIcon; title: (locale: Locale) => string }> = {
  plenary: { icon: Mic, title: (locale) => m.home_card_plenary({}, { locale }) },
  parallel: { icon: Users, title: (locale) => m.home_card_parallel({}, { locale }) },
  workshop: { icon: FlaskConical, title: (locale) => m.home_card_workshop({}, { locale }) },
  posters: { icon: BookOpen, title: (locale) => m.home_card_posters({}, { locale }) },
  ceremony: { icon: Presentation, title: (locale) => m.home_card_ceremony({}, { locale }) },
  break: { icon: Coffee, title: (locale) => m.home_card_break({}, { locale }) },
};
/** Session titles shown on a card. */
const TITLES_PER_CARD = 3;

export type ProgrammeCard = {
  kind: SessionKind;
  title: string;
  time: string;
  description: string;
  icon: LucideIcon;
};

const unique = <T,>(values: T[]) => [...new Set(values)];

/** The home page's cards, from the programme: when each kind of session happens, and a few titles. */
export function programmeCards(programme: ProgrammeData, locale: Locale): ProgrammeCard[] {
  return (Object.keys(CARDS) as SessionKind[]).flatMap((kind) => {
    const sessions = programme.sessions.filter((session) => session.kind === kind);
    if (!sessions.length) return [];
    const weekdays = unique(sessions.map((session) => session.day))
      .map((day) => formatWeekday(day, locale))
      .join(" · ");
    const days = weekdays.charAt(0).toLocaleUpperCase(locale) + weekdays.slice(1);
    const times = unique(
      sessions.map(({ startsAt, endsAt }) => (endsAt ? `${startsAt} - ${endsAt}` : startsAt)),
    );
    return {
      kind,
      icon: CARDS[kind].icon,
      title: CARDS[kind].title(locale),
      time:
        times[0] && times.length === 1
          ? m.home_card_when({ days, time: times[0] }, { locale })
          : days,
      description: unique(sessions.map((session) => inLanguage(session.title, locale)))
        .slice(0, TITLES_PER_CARD)
        .join(" · "),
    };
  });
}

/**
 * The cards of the home page's programme section. The server renders them again for each
 * publication and splices them into the built home pages (decision 0050).
 */
export function ProgrammeCards({ programme }: { programme: ProgrammeData }) {
  const locale = useLocale();
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {programmeCards(programme, locale).map((card, index) => (
        <li
          key={card.kind}
          // The page-wide reduced-motion rule cancels the animation for those who ask.
          className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm motion-safe:animate-fade-up"
          style={{ animationDelay: `${index * CARD_DELAY_MS}ms` }}
        >
          <card.icon aria-hidden="true" className="size-8 text-brand-600" />
          <h3 className="mt-3 text-lg font-semibold text-brand-900">{card.title}</h3>
          <p className="mt-1 text-sm font-medium text-brand-700">
            <bdi>{card.time}</bdi>
          </p>
          <p className="mt-2 text-sm text-muted">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
