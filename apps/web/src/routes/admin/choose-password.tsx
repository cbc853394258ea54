import { useLocation } from "react-router";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { AuthCard } from "../../features/admin/staff/auth-card.tsx";
import { ChoosePasswordForm } from "../../features/admin/staff/choose-password-form.tsx";

export const meta = () => adminMeta("Choisir mon mot de passe");

/** `/admin/invitation#…` and `/admin/nouveau-mot-de-passe#…`: the links sent by e-mail. */
export default function ChoosePassword() {
  const invitation = useLocation().pathname.startsWith("/admin/invitation");
  return (
    <AuthCard
      title={invitation ? "Bienvenue : choisissez votre mot de passe" : "Nouveau mot de passe"}
    >
      <ChoosePasswordForm />
    </AuthCard>
  );
}
