import type { Locale } from "@congres/shared";
import type { Actor } from "../../services/audit/audit-repository.ts";

/** A signed-in delegate's change to a row of hers in « Mon espace ». */
export type DelegateChange = {
  /** The row's id, from the path. */
  id: number;
  /** The signed-in delegate's e-mail (lower-cased): the row must be hers. */
  email: string;
  actor: Actor;
  at: Date;
  /** The language of her request: the refusals' sentences. */
  locale: Locale;
};
