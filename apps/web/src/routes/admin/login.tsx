import { adminMeta } from "../../features/admin/admin-format.ts";
import { AuthCard } from "../../features/admin/auth-card.tsx";
import { LoginForm } from "../../features/admin/login-form.tsx";

export const meta = () => adminMeta("Connexion");

export default function AdminLogin() {
  return (
    <AuthCard title="Espace administration">
      <LoginForm />
    </AuthCard>
  );
}
