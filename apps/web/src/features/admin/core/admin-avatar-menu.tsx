import { initialsOf, type StaffRole } from "@congres/shared";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, KeyRound, LogOut, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AccountMenuPanel } from "../../../components/ui/account-menu-panel.tsx";
import { logOut, storedAdminName } from "./admin-session.ts";
import { SHELL_TEXTS, type ShellTexts } from "./shell-texts.ts";
import { ACCOUNT_PATH } from "./staff-access.tsx";

const itemClasses =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** "Voir profil" opens the staff list for an admin, the person's own account for the others. */
export function AdminAvatarMenu({
  role,
  texts = SHELL_TEXTS.fr,
}: {
  role: StaffRole | undefined;
  /** The frame's words: French, or a reviewer's workspace language. */
  texts?: ShellTexts;
}) {
  const navigate = useNavigate();
  // Local storage exists only in the browser: read it after the first render.
  const [name, setName] = useState("Admin");
  useEffect(() => setName(storedAdminName()), []);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={texts.accountMenu(name)}
        className="flex items-center gap-2 rounded-full p-1 text-sm sm:pr-2 font-medium text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {initialsOf(name)}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-muted sm:block" />
      </DropdownMenu.Trigger>
      <AccountMenuPanel sideOffset={6}>
        <DropdownMenu.Label className="truncate px-3 py-2 text-sm font-semibold text-brand-900">
          {name}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-brand-100" />
        <DropdownMenu.Item
          className={itemClasses}
          onSelect={() => navigate(role === "admin" ? "/admin/app/users" : ACCOUNT_PATH)}
        >
          <UserRound aria-hidden="true" className="size-4" />
          {texts.profile}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={itemClasses}
          onSelect={() => navigate("/admin/app/mot-de-passe")}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {texts.password}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClasses} onSelect={() => void logOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          {texts.signOut}
        </DropdownMenu.Item>
      </AccountMenuPanel>
    </DropdownMenu.Root>
  );
}
