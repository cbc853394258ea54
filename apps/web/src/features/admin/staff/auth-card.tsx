import type { ReactNode } from "react";
import { LogoMark } from "../../../components/layout/logo-mark.tsx";
import { edition } from "../../../lib/edition.ts";

/** The card of the signed-out admin pages: sign-in, forgotten password, choosing a password. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <div className="mb-6 text-center">
          <LogoMark size={48} className="mx-auto" />
          <h1 className="mt-4 text-2xl font-bold text-brand-900">{title}</h1>
          <p className="mt-1 text-sm text-muted">{edition.shortName}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
