import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locale.ts";
import { messageSources } from "./locale-bundle-plugin.ts";

const compiled = (locale: string) =>
  readFileSync(new URL(`../paraglide/messages/${locale}.js`, import.meta.url), "utf8");

describe("one module per message in a language's browser bundle", () => {
  it.each(LOCALES)(
    "cuts %s's compiled messages into every export, each self-contained",
    (locale) => {
      const source = compiled(locale);
      const sources = messageSources(source);
      const exported = [...source.matchAll(/^export const ([A-Za-z0-9_$]+) = /gm)].map(
        (match) => match[1],
      );
      expect([...sources.keys()]).toEqual(exported);
      expect(sources.size).toBeGreaterThan(300);
      for (const [name, text] of sources) {
        expect(text.startsWith(`export const ${name} = `)).toBe(true);
        expect(text.trimEnd().endsWith("};")).toBe(true);
        // Nothing but its own export: no import, no second message, no type comment of another.
        expect(text.match(/^export /gm)).toHaveLength(1);
        expect(text).not.toMatch(/^import /m);
      }
    },
  );

  it("gives each message's own text: the space's heading is not in the registration form's", () => {
    const sources = messageSources(compiled("fr"));
    expect(sources.get("space_heading")).toContain("`Mon espace`");
    expect(sources.get("registration_first_name")).toContain("`Prénom`");
    expect(sources.get("registration_first_name")).not.toContain("Mon espace");
  });
});
