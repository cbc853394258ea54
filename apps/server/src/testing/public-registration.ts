import type { RegistrationInput } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { expect } from "vitest";
import { postJson, type TestApp } from "./test-app.ts";

/**
 * A registration sent through the public form: `validRegistration()` with `changes`, in the
 * visitor's `acceptLanguage` (stored with the row, its mails' language). Its id and reference.
 */
export async function registerThroughForm(
  app: TestApp,
  changes: Partial<RegistrationInput>,
  acceptLanguage = "fr",
): Promise<{ id: number; reference: string }> {
  const response = await postJson(
    app,
    "/api/registration",
    { ...validRegistration(), ...changes },
    { headers: { "accept-language": acceptLanguage } },
  );
  expect(response.statusCode).toBe(201);
  return response.json();
}
