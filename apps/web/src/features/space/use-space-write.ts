import { useState } from "react";
import { useLocale } from "../../i18n/locale-context.tsx";
import type { ApiResponse, FieldErrors } from "../../lib/api-client.ts";
import { m } from "../../paraglide/messages.js";

/**
 * A write of the space and how it went: busy meanwhile; on success `onDone`; on a refusal its
 * field errors (beside their fields) and its sentence, both the server's, in her language.
 */
export function useSpaceWrite() {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();

  async function send<T>(
    write: () => Promise<ApiResponse<T>>,
    onDone: (data: T) => Promise<void> | void,
  ): Promise<void> {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await write();
      if (answer.ok) {
        setErrors({});
        await onDone(answer.data);
      } else {
        setErrors(answer.errors ?? {});
        setFailure(answer.message ?? m.space_failed({}, { locale }));
      }
    } catch {
      setFailure(m.space_network_failure({}, { locale }));
    } finally {
      setBusy(false);
    }
  }

  /** A field's errors as one sentence. */
  const error = (field: string) => errors[field]?.join(" ");
  return { busy, error, errors, failure, setFailure, send };
}
