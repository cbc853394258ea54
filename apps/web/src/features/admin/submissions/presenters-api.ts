import type { PresenterRow } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminQuery, useAdminRead } from "../core/admin-queries.ts";

/** `GET /api/admin/presenters` (issue #39 item 4): each accepted abstract's presenter. */
export const PRESENTERS_ENDPOINT = "/api/admin/presenters";

export type Presenters = {
  data: PresenterRow[];
  total: number;
  unregistered: number;
  deadline: string | null;
};

/** The words every screen shows for a presenter not registered and paid (or waived). */
export const UNREGISTERED_PRESENTER = "présentateur non inscrit / non payé";

export const usePresenters = () => useAdminRead<Presenters>(PRESENTERS_ENDPOINT);

/** The ids of the accepted abstracts whose presenter is not registered and paid. */
export function useUnregisteredPresenters(): ReadonlySet<number> {
  const { data } = usePresenters();
  return new Set(data?.data.filter((row) => !row.registered).map((row) => row.id) ?? []);
}

/** Links a registration to a presenter by hand (`null`: unlinks), then reads the list again. */
export function useLinkPresenter() {
  const client = useQueryClient();
  return async (submissionId: number, registrationId: number | null) => {
    const outcome = await adminWrite<{ registration_id: number | null }>(
      "PUT",
      `/api/admin/submissions/${submissionId}/presenter-registration`,
      { registrationId },
    );
    if (outcome.ok) await client.invalidateQueries({ queryKey: [PRESENTERS_ENDPOINT] });
    return outcome;
  };
}

export type SubmissionVersion = {
  version: number;
  created_at: string;
  created_by_email: string;
  body: { title: string; authors: { firstName: string; lastName: string }[] };
};

export const useSubmissionVersions = (id: number) =>
  useAdminQuery({
    queryKey: ["/api/admin/submissions", id, "versions"],
    queryFn: () =>
      adminGet<{ data: SubmissionVersion[]; total: number }>(
        `/api/admin/submissions/${id}/versions`,
      ),
  });
