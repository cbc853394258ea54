import { useEffect, useRef, useState } from "react";
import { adminMeta } from "../../features/admin/core/admin-format.ts";

export const meta = () => adminMeta("Référence de l'API");

/** The document every route is described in (issue #41, decision 0077). */
const OPENAPI_URL = "/api/openapi.json";
/** Scalar's self-contained viewer, copied into the build by scripts/scalar-viewer.ts. */
const VIEWER_URL = "/vendor/scalar-api-reference.js";

type ScalarViewer = { destroy?: () => void };
type ScalarGlobal = {
  createApiReference: (element: HTMLElement, configuration: object) => ScalarViewer;
};

/** Loads the viewer's script once, on this screen only (no other screen's bundle holds it). */
function loadViewer(): Promise<ScalarGlobal> {
  const loaded = (window as { Scalar?: ScalarGlobal }).Scalar;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = VIEWER_URL;
    script.onload = () => {
      const scalar = (window as { Scalar?: ScalarGlobal }).Scalar;
      if (scalar) resolve(scalar);
      else reject(new Error("Scalar absent"));
    };
    script.onerror = () => reject(new Error("Scalar not loaded"));
    document.head.append(script);
  });
}

/**
 * « Référence de l'API »: the server's OpenAPI document in Scalar's viewer. Nothing leaves the
 * site: no web fonts, no proxy, no test client (a request from here would carry the session).
 */
export default function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let viewer: ScalarViewer | undefined;
    let gone = false;
    loadViewer().then(
      (scalar) => {
        if (gone || !container.current) return;
        viewer = scalar.createApiReference(container.current, {
          url: OPENAPI_URL,
          withDefaultFonts: false,
          hideClientButton: true,
          hideTestRequestButton: true,
          hideDarkModeToggle: true,
          telemetry: false,
          showDeveloperTools: "never",
        });
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      viewer?.destroy?.();
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
