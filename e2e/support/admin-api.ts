import type { APIRequestContext } from "@playwright/test";

/**
 * An admin API write as the signed-in browser sends it: the page's request context carries the
 * session cookie, and the CSRF token bound to it is fetched first.
 */
export async function adminApiWrite(
  request: APIRequestContext,
  method: "PUT" | "DELETE" | "POST",
  path: string,
  data?: unknown,
) {
  await request.get("/sanctum/csrf-cookie");
  const state = await request.storageState();
  const token = state.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  return request.fetch(path, {
    method,
    headers: { "X-XSRF-TOKEN": token },
    ...(data === undefined ? {} : { data }),
  });
}

/** A staff account created through the API by the signed-in admin of `request`. */
export async function createStaffAccount(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
) {
  const created = await adminApiWrite(request, "POST", "/api/admin/users", account);
  if (created.status() !== 201) throw new Error(`account not created: ${created.status()}`);
}
