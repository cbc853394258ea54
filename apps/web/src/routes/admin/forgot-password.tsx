import { adminMeta } from "../../features/admin/admin-format.ts";
import { AuthCard } from "../../features/admin/auth-card.tsx";
import { ForgotPasswordForm } from "../../features/admin/forgot-password-form.tsx";

export const meta = () => adminMeta("Mot de passe oublié");

export default function ForgotPassword() {
  return (
    <AuthCard title="Mot de passe oublié ?">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
