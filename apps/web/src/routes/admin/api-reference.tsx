import { useEffect, useRef, useState } from "react";
import { adminMeta } from "../../features/admin/core/admin-format.ts";

export const meta = () => adminMeta("Référence de l'API");

/** The document every route is described in (issue #41, decision 0077). */
const OPENAPI_URL = "/api/openapi.json";
/** Swagger UI's self-contained viewer, copied into the build by scripts/api-viewer.ts. */
const VIEWER_SCRIPT = "/vendor/api-viewer.js";
/** Its style sheet, then our contrast fixes over it (public/vendor/api-viewer-contrast.css). */
const VIEWER_STYLES = ["/vendor/api-viewer.css", "/vendor/api-viewer-contrast.css"];

type SwaggerUi = (configuration: object) => unknown;
/** The part of Swagger UI's plugin system (its documented Plugin API) that the plugin below uses. */
type ViewerComponent = (props: Record<string, unknown>) => unknown;
type ViewerSystem = {
  React: {
    createElement: (type: unknown, props?: object | null, ...children: unknown[]) => unknown;
  };
};
/** What Swagger UI hands its components: they draw from the document through its selectors. */
type ViewerProps = {
  getComponent: (name: string, container?: boolean) => ViewerComponent;
  specSelectors: {
    selectInfoTitleField: () => string;
    selectInfoDescriptionField: () => string;
    version: () => string | undefined;
    url: () => string;
  };
};

/**
 * Swagger UI titles the document in an <h1>, under the page's own: one page, one <h1> (the
 * headings' outline, axe's rules). Its OpenAPI 3.1 info block is drawn again, a plugin replacing
 * the component (wrapComponents), with the same classes and parts and the title in an <h2>: the
 * title with its version stamps, the document's address, the description. Our document has
 * nothing else in its info (apps/server/src/plugins/openapi.ts).
 */
const infoUnderThePageTitle = () => ({
  wrapComponents: {
    OAS31Info:
      (_original: unknown, { React }: ViewerSystem) =>
      ({ getComponent, specSelectors }: ViewerProps) => {
        const h = React.createElement;
        const version = specSelectors.version();
        return h(
          "div",
          { className: "info" },
          h(
            "hgroup",
            { className: "main" },
            h(
              "h2",
              { className: "title" },
              specSelectors.selectInfoTitleField(),
              h(
                "span",
                null,
                version && h(getComponent("VersionStamp"), { version }),
                h(getComponent("OpenAPIVersion"), { oasVersion: "3.1" }),
              ),
            ),
            h(getComponent("InfoUrl"), { getComponent, url: specSelectors.url() }),
          ),
          h(
            "div",
            { className: "info__description description" },
            h(getComponent("Markdown", true), {
              source: specSelectors.selectInfoDescriptionField(),
            }),
          ),
        );
      },
  },
});

const loadedViewer = () => (window as { SwaggerUIBundle?: SwaggerUi }).SwaggerUIBundle;

/** Loads the viewer's script and styles once, on this screen only (no other screen holds them). */
function loadViewer(): Promise<SwaggerUi> {
  const loaded = loadedViewer();
  if (loaded) return Promise.resolve(loaded);
  for (const href of VIEWER_STYLES) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const styles = document.createElement("link");
    styles.rel = "stylesheet";
    styles.href = href;
    document.head.append(styles);
  }
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = VIEWER_SCRIPT;
    script.onload = () => {
      const viewer = loadedViewer();
      if (viewer) resolve(viewer);
      else reject(new Error("Swagger UI absent"));
    };
    script.onerror = () => reject(new Error("Swagger UI not loaded"));
    document.head.append(script);
  });
}

/**
 * « Référence de l'API »: the server's OpenAPI document in Swagger UI. Nothing leaves the site: no
 * outside validator, no « Try it out » (a request from here would carry the session).
 */
export default function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    loadViewer().then(
      (swaggerUi) => {
        if (gone || !container.current) return;
        swaggerUi({
          url: OPENAPI_URL,
          domNode: container.current,
          supportedSubmitMethods: [],
          validatorUrl: null,
          deepLinking: false,
          // The groups folded: 230 routes unfolded would be one long scroll.
          docExpansion: "none",
          defaultModelsExpandDepth: -1,
          plugins: [infoUnderThePageTitle],
        });
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      container.current?.replaceChildren();
    };
  }, []);
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
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          La présentation n'a pas pu être chargée. Le document reste lisible à l'adresse ci-dessus.
        </p>
      ) : null}
      <section aria-label="Référence de l'API (OpenAPI 3.1)" className="rounded-lg border">
        <div ref={container} />
      </section>
    </div>
  );
}
