import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { LogoMarkSymbol } from "./components/layout/logo-mark.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { localeDirection } from "./i18n/locale.ts";
import { localeFromPath } from "./i18n/paths.ts";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  // The language is the path's (decision 0026); the admin area is French.
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a2657" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans antialiased">
        <LogoMarkSymbol />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const ADMIN_TOASTS = "fixed bottom-0 start-0 w-full max-w-sm md:w-56";

export default function App() {
  return (
    <>
      <Outlet />
      {/* The admin's toasts sit over the empty foot of its menu column (from md up), never over
          the screen's own buttons (a receipt's download after "Paiement enregistré"). */}
      <LazyToaster placement={ADMIN_TOASTS} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `Erreur ${error.status}` : "Erreur";
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <p className="mt-4 text-muted">
        Une erreur inattendue est survenue. Veuillez recharger la page.
      </p>
      <a className="mt-8 inline-block font-semibold text-brand-700 underline" href="/">
        Retour à l'accueil
      </a>
    </main>
  );
}
