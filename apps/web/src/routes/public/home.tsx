import { HomeHero } from "../../features/home/home-hero.tsx";
import { OrganisersSection } from "../../features/home/organisers-section.tsx";
import { ProgrammeSection } from "../../features/home/programme-section.tsx";
import { SubmissionSection } from "../../features/home/submission-section.tsx";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Accueil",
    description: `${edition.name} — ${edition.theme.fr}. ${edition.city}, ${edition.dates.label}.`,
  });

export default function Page() {
  return (
    <>
      <HomeHero />
      <SubmissionSection />
      <ProgrammeSection />
      <OrganisersSection />
    </>
  );
}
