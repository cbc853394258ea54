import { LOCALE_NAMES_FR } from "@congres/shared";
import type { ExportColumn } from "./export-cells.ts";

/** The language the person wrote in, which their mails use ("Arabe"). */
export const languageColumn = <
  Row extends { language: keyof typeof LOCALE_NAMES_FR },
>(): ExportColumn<Row> => ({
  header: "Langue",
  kind: "text",
  value: (r) => LOCALE_NAMES_FR[r.language],
});
