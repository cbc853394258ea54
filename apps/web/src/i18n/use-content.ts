import { contentIn, type SiteContent } from "../content/localized.ts";
import { useLocale } from "./locale-context.tsx";

/** The page texts in the page's language (content/localized.ts). */
export const useContent = (): SiteContent => contentIn(useLocale()).content;
