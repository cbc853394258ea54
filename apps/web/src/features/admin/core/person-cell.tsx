import type { ReactNode } from "react";
import { fullName } from "./admin-format.ts";

/** A person in an admin list: their name, and under it one detail (e-mail, institution). */
export function PersonCell({
  person,
  detail,
}: {
  person: { first_name: string; last_name: string };
  detail: ReactNode;
}) {
  return (
    <>
      <span className="font-medium">{fullName(person.first_name, person.last_name)}</span>
      <span className="block text-xs text-muted">{detail}</span>
    </>
  );
}
