import { LegalPage } from "../../components/layout/legal-page.tsx";
import { CGU_SECTIONS } from "../../content/legal.ts";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Conditions générales d'utilisation",
    description: `Conditions générales d'utilisation du site du ${edition.name}.`,
  });

export default function Page() {
  return <LegalPage title="Conditions générales d'utilisation" sections={CGU_SECTIONS} />;
}
