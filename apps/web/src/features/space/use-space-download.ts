import { useState } from "react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { type DocumentOutcome, saveFile } from "./space-api.ts";

/**
 * A download of the space (a document, a certificate): which one is on its way, and the server's
 * sentence when it does not exist yet (or why it failed), in her language.
 */
export function useSpaceDownload<Key>() {
  const locale = useLocale();
  const [busy, setBusy] = useState<Key | undefined>();
  const [message, setMessage] = useState<string | undefined>();

  async function download(key: Key, fetchFile: () => Promise<DocumentOutcome>) {
    setBusy(key);
    setMessage(undefined);
    try {
      const outcome = await fetchFile();
      if (outcome.ok) saveFile(outcome.file, outcome.name);
      else setMessage(outcome.message ?? m.space_document_failed({}, { locale }));
    } catch {
      setMessage(m.space_network_failure({}, { locale }));
    } finally {
      setBusy(undefined);
    }
  }

  return { busy, message, download };
}
