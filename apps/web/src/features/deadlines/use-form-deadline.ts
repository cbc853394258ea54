import type { ClosableForm, PublicDeadline, PublicDeadlines } from "@congres/shared";
import { useEffect, useState } from "react";
import { apiGet } from "../../lib/api-client.ts";

/**
 * Whether a public form is still open, asked of the server once the page runs: the page is
 * prerendered, so its HTML cannot know. Until the answer (or if it never comes) the form stays
 * as prerendered — open; the server refuses a late write anyway (403).
 */
export function useFormDeadline(form: ClosableForm): PublicDeadline | undefined {
  const [deadline, setDeadline] = useState<PublicDeadline>();
  useEffect(() => {
    let active = true;
    apiGet<PublicDeadlines>("/api/deadlines")
      .then((answer) => {
        if (active && answer.ok && answer.data) setDeadline(answer.data[form]);
      })
      .catch(() => {
        // Unreachable server: keep the form; sending it will say what went wrong.
      });
    return () => {
      active = false;
    };
  }, [form]);
  return deadline;
}
