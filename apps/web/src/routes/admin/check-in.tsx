import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { DeskScreen } from "../../features/admin/desk/desk-screen.tsx";

export const meta = () => adminMeta("Accueil");

export default function CheckIn() {
  return <DeskScreen />;
}
