/** The tables an admin list pages through; each has id, created_at and search_text. */
export type ListedTable =
  | "registrations"
  | "submissions"
  | "contact_messages"
  | "users"
  | "outbox"
  | "audit_log";
