import { describe, expect, it } from "vitest";
import { codeInPath } from "./verification-api.ts";

describe("the code of a verification address", () => {
  it.each([
    ["/verifier/K7Q2M9XW4P", "K7Q2M9XW4P"],
    ["/verifier/K7Q2M9XW4P/", "K7Q2M9XW4P"],
    ["/en/verifier/abc-123", "abc-123"],
    ["/ar/verifier/%41%42", "AB"],
  ])("%s holds %s", (path, code) => {
    expect(codeInPath(path)).toBe(code);
  });

  it.each(["/verifier", "/verifier/", "/en/verifier", "/verifier/a/b", "/mon-espace"])(
    "%s holds none",
    (path) => {
      expect(codeInPath(path)).toBeUndefined();
    },
  );
});
