import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { AccountSessions } from "../../features/admin/staff/account-sessions.tsx";
import { ChangePasswordForm } from "../../features/admin/staff/change-password-form.tsx";
import { TwoFactorSection } from "../../features/admin/staff/two-factor-section.tsx";

export const meta = () => adminMeta("Mon compte");

/** "Mon compte": password, two-factor sign-in, sessions (issue #22 §5). */
export default function ChangePassword() {
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold text-brand-900">Mon compte</h1>
      <section aria-labelledby="password-title" className="space-y-4">
        <div>
          <h2 id="password-title" className="text-xl font-bold text-brand-900">
            Changer mon mot de passe
          </h2>
          <p className="mt-1 text-sm text-muted">
            Votre mot de passe actuel est demandé. Après le changement, vos sessions ouvertes sur
            d'autres appareils sont fermées ; celle-ci reste ouverte.
          </p>
        </div>
        <ChangePasswordForm />
      </section>
      <TwoFactorSection />
      <AccountSessions />
    </div>
  );
}
