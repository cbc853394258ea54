import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from "@tanstack/react-query";
import { adminGet, type ListResponse, useRedirectOnFailure } from "./admin-api.ts";
import { type ListState, queryOf } from "./list-url-state.ts";

/** A read of the admin API; when it fails the browser goes back to /admin (§4, §8). */
export function useAdminQuery<T>(options: UseQueryOptions<T, Error, T, QueryKey>) {
  const query = useQuery(options);
  useRedirectOnFailure(query.isError);
  return query;
}

/** What one admin path answers, kept under its path; a failure goes back to /admin. */
export const useAdminRead = <T>(path: string) =>
  useAdminQuery({ queryKey: [path], queryFn: () => adminGet<T>(path) });

/** What one admin path answers, kept under its path, for a screen that says itself what failed. */
export const useAdminGet = <T>(path: string) =>
  useQuery({ queryKey: [path], queryFn: () => adminGet<T>(path) });

/** One page of a list, for its state in the address bar (page, size, search, filters, order). */
export function useAdminList<Row>(endpoint: string, state: ListState) {
  // The API gets every page number and size, even the defaults the address bar leaves out.
  const params = queryOf(state);
  params.set("page", String(state.page));
  params.set("per_page", String(state.perPage));
  return useAdminQuery({
    // Keyed on the whole query: an answer can only fill the entry of the request that asked for
    // it, so a slow answer to an older search never replaces the newer one.
    queryKey: [endpoint, "list", params.toString()],
    queryFn: () => adminGet<ListResponse<Row>>(`${endpoint}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminDetail<T>(endpoint: string, id: string | undefined) {
  return useAdminQuery({
    queryKey: [endpoint, "detail", id],
    queryFn: () => adminGet<T>(`${endpoint}/${id}`),
  });
}

/** The API's largest page: one record gets a handful of mails or Journal lines, never a hundred. */
const ABOUT_LIMIT = 100;

/** The rows of a list about one record (its mails, its Journal lines), newest first. */
export function useAboutList<Row>(endpoint: string, entityType: string, entityId: number) {
  return useAdminQuery({
    queryKey: [endpoint, "about", entityType, entityId],
    queryFn: () => {
      const params = new URLSearchParams({
        entity_type: entityType,
        entity_id: String(entityId),
        per_page: String(ABOUT_LIMIT),
      });
      return adminGet<ListResponse<Row>>(`${endpoint}?${params}`);
    },
  });
}
