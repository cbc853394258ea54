import { useState } from "react";
import { type ApiResponse, apiWrite, type WriteMethod } from "../../../lib/api-client.ts";

/**
 * A write of the sign-in and account screens: `sending` meanwhile, then the answer — undefined
 * when the network failed, which each screen words itself.
 */
export function useStaffWrite() {
  const [sending, setSending] = useState(false);
  const send = async <T>(
    method: WriteMethod,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse<T> | undefined> => {
    setSending(true);
    const response = await apiWrite<T>(method, path, body).catch(() => undefined);
    setSending(false);
    return response;
  };
  return { sending, send };
}
