import { LOCALE_NAMES, LOCALES } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { cn } from "../../lib/cn.ts";
import { m } from "../../paraglide/messages.js";

/**
 * Links to the current page in each language (decision 0026), each language named in itself
 * (`lang` on the link, so a screen reader reads العربية in Arabic). Plain page loads.
 */
export function LanguageSwitcher({
  pathname,
  className,
  linkClassName,
}: {
  pathname: string;
  className?: string;
  linkClassName?: string;
}) {
  const locale = useLocale();
  return (
    <ul aria-label={m.language_switcher({}, { locale })} className={cn("flex gap-1", className)}>
      {LOCALES.map((target) => (
        <li key={target}>
          <a
            href={localizedPath(pathname, target)}
            hrefLang={target}
            lang={target}
            aria-current={target === locale ? "true" : undefined}
            className={cn(
              "block rounded-lg px-2 py-2 text-sm font-medium",
              target === locale ? "bg-brand-50 text-brand-800" : "text-ink hover:text-brand-700",
              linkClassName,
            )}
          >
            {LOCALE_NAMES[target]}
          </a>
        </li>
      ))}
    </ul>
  );
}
