import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";

/**
 * react-hook-form's zod resolver with the schema built at the first check (a send, by default)
 * instead of while the form starts. Building a form's schema with its messages is a good part of
 * a form island's start on a slow phone (issue #12, item 2: Lighthouse counted it in the one long
 * task that starting the form was); the checks themselves are unchanged.
 */
export function lazyZodResolver<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  build: () => Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> | undefined;
  return (values, context, options) => {
    resolver ??= zodResolver(build());
    return resolver(values, context, options);
  };
}
