import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet, type ListResponse, useRedirectOnFailure } from "./admin-api.ts";
import { type ListState, queryOf } from "./list-url-state.ts";

/** One page of a list, for its state in the address bar (page, size, search, filters, order). */
export function useAdminList<Row>(endpoint: string, state: ListState) {
  // The API gets every page number and size, even the defaults the address bar leaves out.
  const params = queryOf(state);
  params.set("page", String(state.page));
  params.set("per_page", String(state.perPage));
  const query = useQuery({
    // Keyed on the whole query: an answer can only fill the entry of the request that asked for
    // it, so a slow answer to an older search never replaces the newer one.
    queryKey: [endpoint, "list", params.toString()],
    queryFn: () => adminGet<ListResponse<Row>>(`${endpoint}?${params}`),
    placeholderData: keepPreviousData,
  });
  useRedirectOnFailure(query.isError);
  return query;
}

export function useAdminDetail<T>(endpoint: string, id: string | undefined) {
  const query = useQuery({
    queryKey: [endpoint, "detail", id],
    queryFn: () => adminGet<T>(`${endpoint}/${id}`),
  });
  useRedirectOnFailure(query.isError);
  return query;
}
