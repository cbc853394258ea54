import { UNREGISTERED_PRESENTER } from "./presenters-api.ts";

/** « présentateur non inscrit / non payé », beside an accepted abstract (issue #39 item 4). */
export const UnregisteredPresenterBadge = () => (
  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
    {UNREGISTERED_PRESENTER}
  </span>
);
