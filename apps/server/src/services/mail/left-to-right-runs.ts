import { type ChildNode, Element, type ParentNode, Text } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";

/**
 * Right-to-left mails: every run of Latin letters or digits (a reference, an amount, a RIB, an
 * IBAN, a phone number, an address, a Latin name) is put in a `<span dir="ltr">`. Left to the
 * bidi algorithm, the spaces between the groups of `190 780 21211 0000000000 00 00` take the
 * Arabic sentence's direction and the groups come out in reverse order (issue #28, item 1).
 * The texts' own isolates (U+2066 … U+2069 around an address, U+2068 … U+2069 around a title)
 * become `<span dir="ltr">` and `<bdi>`: elements every mail client honours.
 */

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";

/** A letter of a left-to-right script, or a digit. */
const STRONG = String.raw`(?:[^\P{L}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]|\p{Nd})`;
/** What joins the parts of one datum: "+212 5 22", "CPSS-7KQ2M", "a.b@x.ma", "2 500,00 MAD". */
// The en dash and the typographic apostrophe written as escapes: the server's chunks stay ASCII
// (bundle-server.test.ts), and the regular expression reads the same letters.
const JOINER = String.raw`[ \u00a0\u202f.,:;/@_+\-\u2013'\u2019&#%=*]`;
/** A bracketed part inside a run ("Université Mohammed V (Rabat)"), kept whole. */
const GROUP = String.raw`\(${JOINER}*${STRONG}(?:${JOINER}*${STRONG})*${JOINER}*\)`;
const RUN = new RegExp(
  String.raw`(?:\+(?=\p{Nd}))?${STRONG}(?:${JOINER}*(?:${STRONG}|${GROUP}))*`,
  "gu",
);
const ISOLATE = new RegExp(
  `${LRI}([^${LRI}${FSI}${PDI}]*)${PDI}|${FSI}([^${LRI}${FSI}${PDI}]*)${PDI}`,
  "gu",
);

const leftToRightSpan = (text: string) => new Element("span", { dir: "ltr" }, [new Text(text)]);

/** `text` cut at the Latin runs, each in its span. */
function isolateRuns(text: string): ChildNode[] {
  const nodes: ChildNode[] = [];
  let from = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > from) nodes.push(new Text(text.slice(from, match.index)));
    nodes.push(leftToRightSpan(match[0]));
    from = match.index + match[0].length;
  }
  if (from < text.length) nodes.push(new Text(text.slice(from)));
  return nodes;
}

/** `text` with its isolates made elements, and the Latin runs between them isolated. */
function isolateText(text: string): ChildNode[] {
  const nodes: ChildNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ISOLATE)) {
    nodes.push(...isolateRuns(text.slice(from, match.index)));
    const [, leftToRight, firstStrong] = match;
    if (leftToRight !== undefined) nodes.push(leftToRightSpan(leftToRight));
    else nodes.push(new Element("bdi", {}, isolateRuns(firstStrong ?? "")));
    from = match.index + match[0].length;
  }
  nodes.push(...isolateRuns(text.slice(from)));
  return nodes;
}

/** Elements whose text is not read in the mail's flow, or already isolated. */
const skipped = (element: Element) =>
  ["head", "style", "script"].includes(element.name) || element.attribs.dir === "ltr";

function isolateChildren(parent: ParentNode): void {
  for (const child of [...parent.children]) {
    if (DomUtils.isText(child)) {
      const replacement = isolateText(child.data);
      const [first] = replacement;
      if (replacement.length === 1 && first instanceof Text && first.data === child.data) continue;
      for (const node of replacement) DomUtils.prepend(child, node);
      DomUtils.removeElement(child);
    } else if (DomUtils.isTag(child) && !skipped(child)) {
      isolateChildren(child);
    }
  }
}

/** A right-to-left mail's HTML with its Latin runs and isolates made `dir="ltr"`/`<bdi>`. */
export function isolateLeftToRight(html: string): string {
  const document = parseDocument(html);
  isolateChildren(document);
  // utf8: the Arabic text stays as it is, only & < > and quotes are escaped.
  return DomUtils.getOuterHTML(document, { encodeEntities: "utf8" });
}

/** The plain text's marks for the elements above: the same isolates, as characters. */
export const PLAIN_TEXT_ISOLATES = { leftToRight: LRI, firstStrong: FSI, end: PDI };
