import { ApiReferenceReact } from "@scalar/api-reference-react";
import { adminMeta } from "../../features/admin/core/admin-format.ts";

export const meta = () => adminMeta("Référence de l'API");

/** The document every route is described in (issue #41, decision 0077). */
const OPENAPI_URL = "/api/openapi.json";

/**
 * « Référence de l'API »: the OpenAPI document of the server, read with Scalar's viewer. Scalar
 * (and its styles) are imported by this route alone: React Router splits each route into its own
 * chunk, so no other admin screen loads them. Nothing leaves the site: no web fonts, no proxy,
 * no test client (a request from the reference would carry the staff's session).
 */
export default function ApiReference() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-900">Référence de l'API</h1>
        <p className="max-w-3xl text-sm text-muted">
          Chaque route du serveur, publique, de « Mon espace » ou de l'équipe : ses paramètres, ce
          qu'elle reçoit, chacune de ses réponses avec son code, et les rôles qui peuvent l'appeler.
          Le document est généré à partir des schémas que le serveur applique ; il est toujours à
          jour. Les intégrations le lisent à l'adresse{" "}
          <a className="font-medium text-brand-700 underline" href={OPENAPI_URL}>
            <bdi dir="ltr">{OPENAPI_URL}</bdi>
          </a>
          . La présentation qui suit est en anglais.
        </p>
      </div>
      <section aria-label="Référence de l'API (OpenAPI 3.1)" className="rounded-lg border">
        <ApiReferenceReact
          configuration={{
            url: OPENAPI_URL,
            withDefaultFonts: false,
            hideClientButton: true,
            hideTestRequestButton: true,
            hideDarkModeToggle: true,
            telemetry: false,
            showDeveloperTools: "never",
          }}
        />
      </section>
    </div>
  );
}
