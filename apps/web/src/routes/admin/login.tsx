import { LogoMark } from "../../components/layout/logo-mark.tsx";
import { adminMeta } from "../../features/admin/admin-format.ts";
import { LoginForm } from "../../features/admin/login-form.tsx";
import { edition } from "../../lib/edition.ts";

export const meta = () => adminMeta("Connexion");

export default function AdminLogin() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <div className="mb-6 text-center">
          <LogoMark size={48} className="mx-auto" />
          <h1 className="mt-4 text-2xl font-bold text-brand-900">Espace administration</h1>
          <p className="mt-1 text-sm text-muted">{edition.shortName}</p>
        </div>
        <LoginForm />
      </div>
    </main>
  );
}
