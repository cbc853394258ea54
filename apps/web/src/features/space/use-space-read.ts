import { useCallback, useEffect, useState } from "react";
import type { ApiResponse } from "../../lib/api-client.ts";

/**
 * A read of the space for one part of a card (her visa letter, her invoices): loaded when shown,
 * read again by `refresh` after a write; undefined until it answers (a failed read stays so).
 */
export function useSpaceRead<T>(read: () => Promise<ApiResponse<T>>) {
  const [data, setData] = useState<T | undefined>();
  const refresh = useCallback(async () => {
    const answer = await read().catch(() => undefined);
    if (answer?.ok) setData(answer.data);
  }, [read]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { data, refresh };
}
