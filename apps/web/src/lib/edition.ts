import { resolveEdition } from "@congres/shared/facts";

/** The edition config with the CONGRESS_* overrides given at build time. */
export const edition = resolveEdition(import.meta.env);
