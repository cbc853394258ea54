import {
  AUDIENCE_PLACEHOLDERS,
  MAILING_PLACEHOLDERS,
  type MailingAudienceKind,
  type MailingPlaceholder,
} from "@congres/shared";
import {
  type Arguments,
  Liquid,
  Tag,
  type Template,
  type Token,
  TypeGuards,
  toValueSync,
  Value,
} from "liquidjs";

/**
 * A mailing's placeholders (`{{prenom}}`…) through liquidjs (decision 0048): strict variables
 * and filters, no file system (`templates: {}`: `{% include %}` finds nothing), each value
 * escaped for Markdown so that a name cannot add a link or a heading to the mail. The limits
 * are a second fence behind `refusedConstruct` (issue #36 item 1): a text that passed it renders
 * in microseconds, one that did not is never rendered.
 */
const engineFor = (outputEscape?: (value: unknown) => string) =>
  new Liquid({
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    templates: {},
    parseLimit: 100_000,
    renderLimit: 1_000,
    memoryLimit: 1_000_000,
    ...(outputEscape ? { outputEscape } : {}),
  });

/** The body is Markdown: its values are escaped; the subject is a plain line. */
export type TextFormat = "markdown" | "plain";

// Made with the first mailing: liquidjs reads the time zone through ICU, paged in then.
let engines: Record<TextFormat, Liquid> | undefined;
function engine(format: TextFormat): Liquid {
  engines ??= { markdown: engineFor(escapeMarkdown), plain: engineFor() };
  return engines[format];
}

/** HTML's five characters as entities, Markdown's punctuation behind a backslash. */
export function escapeMarkdown(value: unknown): string {
  return String(value)
    .replace(/[\\`*_{}[\]()#+\-.!|~>]/g, "\\$&")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type PlaceholderValues = Record<MailingPlaceholder, string>;

export type CompiledText = { format: TextFormat; template: Template[] };

const KNOWN = new Set<string>(MAILING_PLACEHOLDERS.map(({ name }) => name));

/** Why a text cannot be a mailing's template, in French; undefined when it can. */
export type TemplateProblem = { message: string };

/**
 * Parses a text and checks its placeholders: an unknown one, or one the audience cannot fill,
 * is named in the refusal.
 */
export function compileText(
  source: string,
  format: TextFormat,
  kind: MailingAudienceKind,
): CompiledText | TemplateProblem {
  let template: Template[];
  try {
    template = engine(format).parse(source);
  } catch (error) {
    return { message: `Modèle illisible : ${liquidReason(error)}` };
  }
  // Checked as a plain text: the Markdown engine adds its escaping to every value as a filter.
  const refused = format === "plain" ? refusedConstruct(template) : refusedIn(source);
  if (refused) return { message: refused };
  let variables: string[];
  try {
    variables = engine(format).globalVariablesSync(template);
  } catch (error) {
    return { message: `Modèle illisible : ${liquidReason(error)}` };
  }
  const allowed = AUDIENCE_PLACEHOLDERS[kind] as readonly string[];
  for (const name of variables) {
    if (!KNOWN.has(name)) {
      return {
        message: `Champ inconnu : {{${name}}}. Champs possibles : ${allowed.map((p) => `{{${p}}}`).join(", ")}`,
      };
    }
    if (!allowed.includes(name)) {
      return {
        message: `Le champ {{${name}}} n'existe pas pour ce public. Champs possibles : ${allowed.map((p) => `{{${p}}}`).join(", ")}`,
      };
    }
  }
  return { format, template };
}

export const isProblem = (value: CompiledText | TemplateProblem): value is TemplateProblem =>
  "message" in value;

const SHOWN = Object.fromEntries(
  MAILING_PLACEHOLDERS.map(({ name, shown }) => [name, `[${shown}]`]),
) as PlaceholderValues;

/**
 * A mailing's French subject as staff read it in lists, headings and the Journal (issue #36 item
 * 12): each placeholder shown by its name in brackets, « Votre paiement ([Référence]) ». A text
 * today's rules refuse is shown as written, never run.
 */
export function mailingTitle(subject: string, kind: MailingAudienceKind): string {
  const compiled = compileText(subject, "plain", kind);
  if (isProblem(compiled)) return subject;
  return fillText(compiled, SHOWN).replace(/\s+/g, " ").trim();
}

/** The text for one recipient. */
export function fillText(text: CompiledText, values: PlaceholderValues): string {
  return engine(text.format).renderSync(text.template, values) as string;
}

/**
 * What a mailing's text may hold (issue #36 item 1): placeholders and simple conditions, nothing
 * that repeats. Loops, assignments and the rest of liquid's tags are refused, and so are
 * intervals like `(1..100000)`: a loop over one froze the server, an empty body escaping
 * liquidjs's `renderLimit`, and an interval alone allocates its whole array. Walked through the
 * parsed template with liquidjs's public analysis API (`arguments`, `children`).
 */
const ALLOWED_TAGS = new Set(["if", "unless", "case", "comment", "raw", "#"]);
/** Filters that give back at most their input and argument: none repeats or multiplies text. */
const ALLOWED_FILTERS = ["upcase", "downcase", "capitalize", "default"] as const;

export const TEMPLATE_REFUSALS = {
  tag: (name: string) =>
    `La balise {% ${name} %} n'est pas permise dans un message groupé : seuls les champs ({{prenom}}…) et les conditions ({% if %}, {% unless %}, {% case %}) le sont.`,
  filter: (name: string) =>
    `Le filtre « ${name} » n'est pas permis dans un message groupé : seuls ${ALLOWED_FILTERS.join(", ")} le sont.`,
  value:
    "Seuls les champs ({{prenom}}…), des textes entre guillemets et des nombres sont permis dans un message groupé : pas d'intervalle comme (1..10) ni de propriété comme {{prenom.size}}.",
} as const;

const refusedIn = (source: string) => refusedConstruct(engine("plain").parse(source));

type Argument = Arguments extends Iterable<infer One> ? One : never;

export function refusedConstruct(templates: Template[]): string | undefined {
  for (const template of templates) {
    const tag = template instanceof Tag ? template.name : undefined;
    if (tag !== undefined && !ALLOWED_TAGS.has(tag)) return TEMPLATE_REFUSALS.tag(tag);
    for (const argument of template.arguments?.() ?? []) {
      const refused = refusedArgument(argument);
      if (refused) return refused;
    }
    const children = template.children ? toValueSync(template.children(false, true)) : [];
    const refused = refusedConstruct(children as Template[]);
    if (refused) return refused;
  }
  return undefined;
}

function refusedArgument(argument: Argument): string | undefined {
  if (!(argument instanceof Value))
    return plainToken(argument) ? undefined : TEMPLATE_REFUSALS.value;
  for (const filter of argument.filters) {
    if (!(ALLOWED_FILTERS as readonly string[]).includes(filter.name)) {
      return TEMPLATE_REFUSALS.filter(filter.name);
    }
    const values = filter.args.map((arg) => (Array.isArray(arg) ? arg[1] : arg));
    if (!values.every((value) => value === undefined || plainToken(value))) {
      return TEMPLATE_REFUSALS.value;
    }
  }
  const plain = argument.initial.postfix.every(
    (token) => TypeGuards.isOperatorToken(token) || plainToken(token),
  );
  return plain ? undefined : TEMPLATE_REFUSALS.value;
}

/** A placeholder's bare name, a quoted text, a number, or true/false/nil/empty/blank. */
function plainToken(token: Token): boolean {
  if (TypeGuards.isPropertyAccessToken(token)) {
    return token.variable === undefined && token.props.length === 1;
  }
  return (
    TypeGuards.isQuotedToken(token) ||
    TypeGuards.isNumberToken(token) ||
    TypeGuards.isLiteralToken(token)
  );
}

function liquidReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // liquidjs appends the template's line and an excerpt: the first line says what is wrong.
  return message.split("\n")[0] ?? message;
}
