import { apiWrite } from "../../lib/api-client.ts";

/** `POST /api/waitlist` (decision 0075): an address waits for a full add-on's seat. */
export const joinWaitlist = (body: { email: string; addon: string; locale: string }) =>
  apiWrite<{ waiting: true }>("POST", "/api/waitlist", body);
