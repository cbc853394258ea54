import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { AuthCard } from "../../features/admin/staff/auth-card.tsx";
import { ForgotPasswordForm } from "../../features/admin/staff/forgot-password-form.tsx";

export const meta = () => adminMeta("Mot de passe oublié");

export default function ForgotPassword() {
  return (
    <AuthCard title="Mot de passe oublié ?">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
