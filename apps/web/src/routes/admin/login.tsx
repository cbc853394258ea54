import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { AuthCard } from "../../features/admin/staff/auth-card.tsx";
import { LoginForm } from "../../features/admin/staff/login-form.tsx";

export const meta = () => adminMeta("Connexion");

export default function AdminLogin() {
  return (
    <AuthCard title="Espace administration">
      <LoginForm />
    </AuthCard>
  );
}
