import { API_SCOPES } from "@congres/shared";
import { z } from "zod";

/**
 * The answers of « Accès API »'s routes, declared for the serializer and the OpenAPI document.
 * The `{message}` ones stay local until the shared error schemas land (decision 0078).
 */
export const messageAnswer = z.object({ message: z.string() });
export const invalidAnswer = messageAnswer.extend({
  errors: z.record(z.string(), z.array(z.string())),
});

export const apiTokenViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  created_at: z.string(),
  created_by_email: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export const apiTokenListSchema = z.object({ data: z.array(apiTokenViewSchema) });

export const apiTokenCreatedSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  prefix: z.string(),
});
