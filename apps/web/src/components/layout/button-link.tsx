import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { type ButtonVariant, buttonClasses } from "../ui/button.tsx";

/** A page of the site, in the page's language, linked as a button. */
export function ButtonLink({
  to,
  variant = "primary",
  className,
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <a href={localizedPath(to, locale)} className={buttonClasses(variant, className)}>
      {children}
    </a>
  );
}
