import { HomeHero } from "../../features/home/home-hero.tsx";
import { OrganisersSection } from "../../features/home/organisers-section.tsx";
import { ProgrammeSection } from "../../features/home/programme-section.tsx";
import { SubmissionSection } from "../../features/home/submission-section.tsx";
import { edition } from "../../lib/edition.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = () =>
  pageMeta({
    title: "Accueil",
    description: `${edition.name} — ${edition.theme.fr}. ${edition.city}, ${edition.dates.label}.`,
    path: "/",
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
