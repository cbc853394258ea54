import {
  AUDIENCE_PLACEHOLDERS,
  MAILING_PLACEHOLDERS,
  type MailingAudienceKind,
  type MailingPlaceholder,
} from "@congres/shared";
import { Liquid, type Template } from "liquidjs";

/**
 * A mailing's placeholders (`{{prenom}}`…) through liquidjs (decision 0048): strict variables
 * and filters, no file system (`templates: {}`: `{% include %}` finds nothing), each value
 * escaped for Markdown so that a name cannot add a link or a heading to the mail.
 */
const engineFor = (outputEscape?: (value: unknown) => string) =>
  new Liquid({
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    templates: {},
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

/** The text for one recipient. */
export function fillText(text: CompiledText, values: PlaceholderValues): string {
  return engine(text.format).renderSync(text.template, values) as string;
}

function liquidReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // liquidjs appends the template's line and an excerpt: the first line says what is wrong.
  return message.split("\n")[0] ?? message;
}
