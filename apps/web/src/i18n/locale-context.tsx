import { createContext, type ReactNode, useContext } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locale.ts";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language, given once by the public layout (and by each island's root). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = (): Locale => useContext(LocaleContext);
