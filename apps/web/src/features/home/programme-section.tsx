import { buttonClasses } from "../../components/ui/button.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { useContent } from "../../i18n/use-content.ts";
import { m } from "../../paraglide/messages.js";
import { PROGRAMME_SEED } from "../programme/programme-seed.ts";
import { ProgrammeCards } from "./programme-cards.tsx";

export function ProgrammeSection() {
  const locale = useLocale();
  const { HOME_OBJECTIVES } = useContent().home;
  return (
    <section id="program" aria-labelledby="programme-titre" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="programme-titre" className="text-center text-3xl font-bold text-brand-900">
          {m.home_programme_title({}, { locale })}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-muted">
          {m.home_programme_intro({}, { locale })}
        </p>
        <ProgrammeCards programme={PROGRAMME_SEED} />
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
