import { describe, expect, it } from "vitest";

/**
 * Every French content module has an English and an Arabic twin (issue #11): same exports, same
 * shape, no empty text, and no text left in French. Lists of paragraphs may differ in length
 * (a translation may split a sentence; the legal pages add the binding-version notice).
 */
const MODULES = ["about", "gallery", "home", "legal", "themes"] as const;

const french = import.meta.glob<Record<string, unknown>>("./*.ts", { eager: true });
const english = import.meta.glob<Record<string, unknown>>("./en/*.ts", { eager: true });
const arabic = import.meta.glob<Record<string, unknown>>("./ar/*.ts", { eager: true });

type Problem = string;

// Proper names that read the same in English (none since the programme left these files).
const SAME_AS_FRENCH = new Set<string>();

const isText = (value: unknown): value is string => typeof value === "string";
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// Values that are not prose: identifiers, file names, times, numbers, emails, names.
const NOT_PROSE = /^(?:id|file|time|value|venue|photo|name)$/;

/** The differences between the French value and its translation, as readable paths. */
function compare(fr: unknown, tr: unknown, path: string, problems: Problem[]): void {
  if (isText(fr)) {
    if (!isText(tr)) problems.push(`${path}: not a text`);
    else if (tr.trim() === "") problems.push(`${path}: empty`);
    else if (
      tr === fr &&
      fr.length > 12 &&
      !SAME_AS_FRENCH.has(path) &&
      !NOT_PROSE.test(path.split(".").at(-1) ?? "")
    )
      problems.push(`${path}: left in French ("${fr.slice(0, 40)}")`);
    return;
  }
  if (Array.isArray(fr)) {
    if (!Array.isArray(tr)) return void problems.push(`${path}: not a list`);
    const prose = fr.every(isText);
    if (!prose && fr.length !== tr.length)
      problems.push(`${path}: ${tr.length} items, not ${fr.length}`);
    if (prose) {
      // Compared with whichever French paragraph it repeats, if any.
      for (const [i, item] of tr.entries()) {
        compare(fr.find((text) => text === item) ?? fr[0], item, `${path}.${i}`, problems);
      }
    } else for (const [i, item] of fr.entries()) compare(item, tr[i], `${path}.${i}`, problems);
    return;
  }
  if (isRecord(fr)) {
    if (!isRecord(tr)) return void problems.push(`${path}: not an object`);
    const keys = (o: object) => Object.keys(o).sort();
    if (keys(fr).join() !== keys(tr).join())
      problems.push(`${path}: keys ${keys(tr).join()} instead of ${keys(fr).join()}`);
    for (const key of Object.keys(fr)) compare(fr[key], tr[key], `${path}.${key}`, problems);
  }
  // Icons and numbers: the same component or value is expected, not translated.
}

describe.each([
  ["en", english],
  ["ar", arabic],
])("the %s content modules", (locale, translated) => {
  it.each(MODULES)("%s.ts has every export of the French module, fully translated", (name) => {
    const fr = french[`./${name}.ts`];
    const tr = translated[`./${locale}/${name}.ts`];
    expect(fr, name).toBeDefined();
    expect(tr, `${locale}/${name}.ts`).toBeDefined();
    const problems: Problem[] = [];
    compare(fr, tr, name, problems);
    expect(problems).toEqual([]);
  });

  it("translates nothing that is not in the list above", () => {
    const names = Object.keys(translated).map((path) => path.replace(/^.*\/|\.ts$/g, ""));
    expect(names.sort()).toEqual([...MODULES].sort());
  });
});

describe("the translated legal pages", () => {
  it.each([
    ["en", english, "The French version of this document is the only legally binding version"],
    ["ar", arabic, "النسخة الفرنسية من هذه الوثيقة هي وحدها الملزمة قانونًا"],
  ])("say first, in %s, that the French version binds", (locale, translated, sentence) => {
    const legal = translated[`./${locale}/legal.ts`] as typeof import("./legal.ts");
    for (const sections of [legal.CGU_SECTIONS, legal.LEGAL_NOTICE_SECTIONS]) {
      expect(sections[0]?.paragraphs[0]).toContain(sentence);
    }
  });

  it("keep the addresses, phone numbers and URLs as they are", async () => {
    const { edition } = await import("../lib/edition.ts");
    for (const translated of [english["./en/legal.ts"], arabic["./ar/legal.ts"]]) {
      const text = JSON.stringify(translated);
      for (const fact of [
        edition.contact.email,
        edition.contact.phone,
        edition.legal.host.website,
      ]) {
        expect(text).toContain(fact);
      }
    }
  });
});
