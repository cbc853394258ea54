import type { ClosableForm, PublicDeadline, PublicDeadlines } from "@congres/shared";
import { useEffect, useState } from "react";
import { apiGet } from "../../lib/api-client.ts";
import { editionFacts } from "../../lib/edition-facts.ts";

let asked: Promise<PublicDeadlines | undefined> | undefined;

/**
 * `GET /api/deadlines`, asked once per page view however many islands need it (the form, the
 * countdown, a deadline's mention); undefined when the server cannot be reached.
 */
function publicDeadlines(): Promise<PublicDeadlines | undefined> {
  asked ??= apiGet<PublicDeadlines>("/api/deadlines")
    .then((answer) => (answer.ok ? answer.data : undefined))
    .catch(() => undefined);
  return asked;
}

/** The server's answer for `form` once it has come; undefined until then or without one. */
function usePublicDeadline(form: ClosableForm) {
  const [deadline, setDeadline] = useState<PublicDeadline | null>();
  useEffect(() => {
    let active = true;
    void publicDeadlines().then((answer) => {
      if (active) setDeadline(answer?.[form] ?? null);
    });
    return () => {
      active = false;
    };
  }, [form]);
  return deadline;
}

/**
 * Whether a public form is still open, asked of the server once the page runs: the page is
 * prerendered, so its HTML cannot know. Until the answer (or if it never comes) the form stays
 * as prerendered — open; the server refuses a late write anyway (403).
 */
export function useFormDeadline(form: ClosableForm): PublicDeadline | undefined {
  return usePublicDeadline(form) ?? undefined;
}

/**
 * The submissions' effective closing time (issue #28 item 2): staff's, else the server's
 * `SUBMISSIONS_CLOSE_AT`, else the edition's announced date (which closes nothing: the form stays
 * open, as the specification has it). Undefined until the server has answered or failed to.
 */
export function useSubmissionDeadline(): string | undefined {
  const deadline = usePublicDeadline("submission");
  if (deadline === undefined) return undefined;
  return deadline?.closes_at ?? editionFacts.submissionDeadline;
}
