import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-resolver.ts";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("builds the schema at the first check only, then checks like zodResolver", async () => {
    const build = vi.fn(() => z.object({ email: z.string().email("Email invalide") }));
    const resolver = lazyZodResolver(build);
    expect(build).not.toHaveBeenCalled();

    const refused = await resolver({ email: "non" }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: "Email invalide" } });
    const accepted = await resolver({ email: "a@b.org" }, undefined, options);
    expect(accepted).toEqual({ values: { email: "a@b.org" }, errors: {} });
    expect(build).toHaveBeenCalledTimes(1);
  });
});
