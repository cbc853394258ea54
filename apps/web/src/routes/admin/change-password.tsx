import { adminMeta } from "../../features/admin/admin-format.ts";
import { ChangePasswordForm } from "../../features/admin/change-password-form.tsx";

export const meta = () => adminMeta("Mot de passe");

export default function ChangePassword() {
  return (
    <section aria-labelledby="password-title" className="space-y-4">
      <div>
        <h1 id="password-title" className="text-2xl font-bold text-brand-900">
          Changer mon mot de passe
        </h1>
        <p className="mt-1 text-sm text-muted">
          Votre mot de passe actuel est demandé. Après le changement, vos sessions ouvertes sur
          d'autres appareils sont fermées ; celle-ci reste ouverte.
        </p>
      </div>
      <ChangePasswordForm />
    </section>
  );
}
