import type { ContactRow } from "@congres/shared";
import type { Selectable } from "kysely";
import type { ContactMessageTable } from "../../db/schema.ts";

/** A contact message in the snake_case shape of spec §3, without internal columns. */
export const contactView = ({
  search_text: _,
  ...row
}: Selectable<ContactMessageTable>): ContactRow => row;
