import { adminMeta } from "../../features/admin/admin-format.ts";
import { DeskScreen } from "../../features/admin/desk-screen.tsx";

export const meta = () => adminMeta("Accueil");

export default function CheckIn() {
  return <DeskScreen />;
}
