import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut, UserRound } from "lucide-react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { AccountMenuPanel } from "../ui/account-menu-panel.tsx";

export type HeaderAccount = { name: string; initials: string };

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/** The signed-in account button: initials, and a menu with Mon compte and Se déconnecter. */
export function AvatarMenu({
  account,
  onSignOut,
}: {
  account: HeaderAccount;
  onSignOut: () => void;
}) {
  const locale = useLocale();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={m.account_menu({ name: account.name }, { locale })}
        className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white hover:bg-brand-800"
      >
        <span aria-hidden="true">{account.initials}</span>
      </DropdownMenu.Trigger>
      <AccountMenuPanel sideOffset={8}>
        <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold text-muted">
          {account.name}
        </DropdownMenu.Label>
        <DropdownMenu.Item asChild className={ITEM}>
          <a href="/admin/app">
            <UserRound aria-hidden="true" className="size-4" />
            {m.account_mine({}, { locale })}
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={ITEM} onSelect={onSignOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {m.account_sign_out({}, { locale })}
        </DropdownMenu.Item>
      </AccountMenuPanel>
    </DropdownMenu.Root>
  );
}
