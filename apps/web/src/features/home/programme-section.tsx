import { ButtonLink } from "../../components/layout/button-link.tsx";
import { IconCards } from "../../components/ui/icon-cards.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
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
        <IconCards
          cards={HOME_OBJECTIVES}
          className="mt-8 grid gap-6 md:grid-cols-3"
          tone="dark"
          heading="h4"
        />
        <div className="mt-10 text-center">
          <ButtonLink to="/programme">{m.home_programme_link({}, { locale })}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
