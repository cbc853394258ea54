import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";

/**
 * The open menu of a signed-in account's button (the site's header, the admin's): under the
 * button, aligned to its end, a white card above the page.
 */
export function AccountMenuPanel({
  sideOffset,
  children,
}: {
  sideOffset: number;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={sideOffset}
        className="z-50 min-w-48 rounded-lg border border-brand-100 bg-white p-1 shadow-lg"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
