/**
 * The one HTTP client of the site and the admin area. Every call sends the session cookie; every
 * write first asks `/sanctum/csrf-cookie` for a token and echoes it in `X-XSRF-TOKEN` (§7).
 * A network failure rejects (the caller shows its generic message); any HTTP answer resolves.
 */

export type FieldErrors = Record<string, string[]>;

export type ApiResponse<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      message: string | undefined;
      errors: FieldErrors | undefined;
      /** The answer's JSON as sent, for a refusal that says more than its message. */
      body: unknown;
    };

export type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";

const CSRF_COOKIE = "XSRF-TOKEN";

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : undefined;
}

export async function fetchCsrfToken(): Promise<string> {
  await fetch("/sanctum/csrf-cookie", { credentials: "include" });
  return readCookie(CSRF_COOKIE) ?? "";
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get("content-type")?.includes("application/json")) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function toApiResponse<T>(response: Response): Promise<ApiResponse<T>> {
  const body = await readJson(response);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const failure = (body ?? {}) as { message?: unknown; errors?: unknown };
  return {
    ok: false,
    status: response.status,
    message: typeof failure.message === "string" ? failure.message : undefined,
    errors:
      failure.errors && typeof failure.errors === "object"
        ? (failure.errors as FieldErrors)
        : undefined,
    body,
  };
}

/**
 * The page's language (`<html lang>`), sent as `Accept-Language` so the server answers and mails
 * in it (decision 0026); the admin area is French.
 */
const pageLanguage = (): Record<string, string> =>
  typeof document !== "undefined" && document.documentElement.lang
    ? { "Accept-Language": document.documentElement.lang }
    : {};

export async function apiGet<T>(path: string): Promise<ApiResponse<T>> {
  const response = await fetch(path, {
    credentials: "include",
    headers: { Accept: "application/json", ...pageLanguage() },
  });
  return toApiResponse<T>(response);
}

export async function apiWrite<T>(
  method: WriteMethod,
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const token = await fetchCsrfToken();
  const headers: Record<string, string> = {
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
    "X-XSRF-TOKEN": token,
    ...pageLanguage(),
  };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return toApiResponse<T>(response);
}

/**
 * A file sent as `multipart/form-data` (the browser writes the boundary): the CSRF token as in
 * every write; the server answers JSON as to any other.
 */
export async function apiUpload<T>(path: string, form: FormData): Promise<ApiResponse<T>> {
  const token = await fetchCsrfToken();
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "X-XSRF-TOKEN": token,
      ...pageLanguage(),
    },
    body: form,
  });
  return toApiResponse<T>(response);
}
