import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema (the form's first focus), so the first check does not wait for it. */
  preload: () => void;
};

/**
 * react-hook-form's zod resolver with the schema's code loaded and its schema built at the first
 * check (a send, by default), or when `preload` is called, instead of while the page starts: zod
 * and the schemas are a module a form page evaluates only once someone fills the form (issue #12,
 * item 2: their evaluation was one of the long tasks Lighthouse counted on the form pages).
 *
 * Should that code fail to load (the connection dropped), the form is checked by the server
 * alone, which always checks it and answers with the same messages field by field; the next
 * check tries to load it again.
 */
export function lazyZodResolver<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Checks = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Checks> | undefined;
  const loaded = (): Promise<Checks> => {
    loading ??= load().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Checks = async (values, context, options) => {
    const checks = await loaded().catch(() => undefined);
    if (checks) return checks(values, context, options);
    return { values: values as z.output<Schema>, errors: {} };
  };
  return Object.assign(resolver, {
    preload: () => void loaded().catch(() => undefined),
  });
}

type FormSchemas = typeof import("@congres/shared/schemas");

/**
 * A form's resolver with its schema built by `build` from `@congres/shared/schemas`, the module a
 * public page imports at its form's first focus or check only (lazyZodResolver).
 */
export const formSchemaResolver = <Schema extends z.$ZodType<FieldValues, FieldValues>>(
  build: (schemas: FormSchemas) => Schema,
) => lazyZodResolver(() => import("@congres/shared/schemas").then(build));

/**
 * The registration form's resolver: its schema alone (`@congres/shared/registration-schema`), so
 * that /inscription loads no other form's schema (decision 0075).
 */
export const registrationSchemaResolver = <Schema extends z.$ZodType<FieldValues, FieldValues>>(
  build: (schemas: typeof import("@congres/shared/registration-schema")) => Schema,
) => lazyZodResolver(() => import("@congres/shared/registration-schema").then(build));
