import { apiGet, apiWrite } from "../../lib/api-client.ts";

/** The stars kept in the delegate's space (issue #38 §6): `GET`/`PUT /api/space/agenda`. */
export const loadSpaceAgenda = () =>
  apiGet<{ session_ids: (string | number)[] }>("/api/space/agenda");

export const saveSpaceAgenda = (sessionIds: string[]) =>
  apiWrite<unknown>("PUT", "/api/space/agenda", { sessionIds });
