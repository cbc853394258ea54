import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-resolver.ts";

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const schema = () => z.object({ email: z.string().email("Email invalide") });

describe("lazyZodResolver", () => {
  it("loads the schema at the first check only, then checks like zodResolver", async () => {
    const load = vi.fn(async () => schema());
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ email: "non" }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: "Email invalide" } });
    const accepted = await resolver({ email: "a@b.org" }, undefined, options);
    expect(accepted).toEqual({ values: { email: "a@b.org" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on preload, once, and the check then uses what it loaded", async () => {
    const load = vi.fn(async () => schema());
    const resolver = lazyZodResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const refused = await resolver({ email: "non" }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: "Email invalide" } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves the check to the server when the schema cannot load, and loads it again next time", async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof schema>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockImplementation(async () => schema());
    const resolver = lazyZodResolver(load);

    // Sent as typed: the server checks every form and answers field by field.
    expect(await resolver({ email: "non" }, undefined, options)).toEqual({
      values: { email: "non" },
      errors: {},
    });
    const refused = await resolver({ email: "non" }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: "Email invalide" } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
