import { buttonClasses } from "../../components/ui/button.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { useContent } from "../../i18n/use-content.ts";
import { m } from "../../paraglide/messages.js";

/** §9: each programme card starts its entrance 100 ms after the previous one. */
const CARD_DELAY_MS = 100;

export function ProgrammeSection() {
  const locale = useLocale();
  const { HOME_OBJECTIVES, HOME_PROGRAMME_CARDS } = useContent().home;
  return (
    <section id="program" aria-labelledby="programme-titre" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="programme-titre" className="text-center text-3xl font-bold text-brand-900">
          {m.home_programme_title({}, { locale })}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-muted">
          {m.home_programme_intro({}, { locale })}
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_PROGRAMME_CARDS.map((card, index) => (
            <li
              key={card.id}
              // The page-wide reduced-motion rule cancels the animation for those who ask.
              className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm motion-safe:animate-fade-up"
              style={{ animationDelay: `${index * CARD_DELAY_MS}ms` }}
            >
              <card.icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-3 text-lg font-semibold text-brand-900">{card.title}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{card.time}</p>
              <p className="mt-2 text-sm text-muted">{card.description}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-16 text-center text-2xl font-bold text-brand-900">
          {m.home_objectives({}, { locale })}
        </h3>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {HOME_OBJECTIVES.map((objective) => (
            <li key={objective.title} className="rounded-2xl bg-brand-800 p-6 text-white">
              <objective.icon aria-hidden="true" className="size-8 text-accent-400" />
              <h4 className="mt-3 text-lg font-semibold">{objective.title}</h4>
              <p className="mt-2 text-sm text-brand-50">{objective.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <a href={localizedPath("/programme", locale)} className={buttonClasses("primary")}>
            {m.home_programme_link({}, { locale })}
          </a>
        </div>
      </div>
    </section>
  );
}
