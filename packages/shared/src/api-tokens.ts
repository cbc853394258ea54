import "./zod-setup.ts";
import { z } from "zod";

/**
 * API tokens (issue #41 item 2, decision 0078): what a token may do is a list of scopes, and each
 * route a token may call declares the one scope it needs (`config: { scope }` on the server).
 */
export const API_SCOPES = [
  "registrations:read",
  "submissions:read",
  "programme:read",
  "check-in:write",
  "payments:write",
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const isApiScope = (value: unknown): value is ApiScope =>
  (API_SCOPES as readonly unknown[]).includes(value);

/** How « Accès API » names each scope (the admin is French). */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  "registrations:read": "Lire les inscriptions",
  "submissions:read": "Lire les soumissions",
  "programme:read": "Lire le programme publié",
  "check-in:write": "Enregistrer des passages à l'accueil",
  "payments:write": "Enregistrer des paiements",
};

export const API_TOKEN_MESSAGES = {
  name: "Le nom du jeton est obligatoire (au plus 80 caractères)",
  scopes: "Choisissez au moins une portée parmi celles proposées",
  expiresAt: "Date d'expiration invalide",
  expiresInPast: "La date d'expiration doit être dans le futur",
};

/** `POST /api/admin/api-tokens`: a name, one scope at least, an optional expiry (an instant). */
export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.name })
    .trim()
    .min(1, API_TOKEN_MESSAGES.name)
    .max(80, API_TOKEN_MESSAGES.name),
  scopes: z
    .array(z.enum(API_SCOPES, { error: API_TOKEN_MESSAGES.scopes }), {
      error: API_TOKEN_MESSAGES.scopes,
    })
    .min(1, API_TOKEN_MESSAGES.scopes)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.iso
    .datetime({ error: API_TOKEN_MESSAGES.expiresAt, offset: true })
    .nullish()
    .transform((value) => value ?? null),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

/** A line of `GET /api/admin/api-tokens`: never the token, only its first characters. */
export type ApiTokenView = {
  id: number;
  name: string;
  /** The token's first characters, to tell which one a program holds. */
  prefix: string;
  scopes: ApiScope[];
  created_at: string;
  created_by_email: string;
  expires_at: string | null;
  /** To the minute: a token used in a storm of requests is written once a minute at most. */
  last_used_at: string | null;
  revoked_at: string | null;
};

/** `201` of `POST /api/admin/api-tokens`: the token, shown this once. */
export type ApiTokenCreated = { id: number; token: string; prefix: string };
