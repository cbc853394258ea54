import { LegalPage } from "../../components/layout/legal-page.tsx";
import { CGU_SECTIONS } from "../../content/legal.ts";
import { edition } from "../../lib/edition.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = () =>
  pageMeta({
    title: "Conditions générales d'utilisation",
    description: `Conditions générales d'utilisation du site du ${edition.name}.`,
    path: "/cgu",
  });

export default function Page() {
  return <LegalPage title="Conditions générales d'utilisation" sections={CGU_SECTIONS} />;
}
