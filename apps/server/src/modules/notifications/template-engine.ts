import { Liquid, LiquidError, type Template } from 'liquidjs';
import {
  TEMPLATE_VARIABLES,
  type NotificationType,
  type RenderedMail,
  type SupportedLanguage,
  type TemplateContent,
} from '@tera/domain';
import { AppError } from '../../http/app-error.ts';
import { escapeHtml } from '../../email/escape-html.ts';

const LIMITS = { parseLimit: 100_000, renderLimit: 500, memoryLimit: 10_000_000 };

/*
 * Two engines over one template language: the HTML part escapes every value it prints, the
 * subject and the text part print values as they are. Neither reads files (`templates` is an
 * empty map, so `include` and `render` find nothing), and both stop a runaway loop.
 */
const htmlEngine = new Liquid({ templates: {}, outputEscape: 'escape', strictFilters: true, ...LIMITS });
const textEngine = new Liquid({ templates: {}, strictFilters: true, ...LIMITS });

// A mail is one template: the tags that pull in others are refused when it is parsed.
for (const engine of [htmlEngine, textEngine]) {
  for (const tag of ['include', 'render', 'layout', 'block']) {
    engine.registerTag(tag, {
      parse() {
        throw new Error(`{% ${tag} %} is not available in mail templates`);
      },
      *render() {},
    });
  }
}

const PARTS = ['subject', 'html', 'text'] as const;

/*
 * Parsed templates by engine and source: a morning's reminders are thousands of renders of a
 * handful of templates, and parsing each again was most of what a pass allocated. Bounded, since
 * every edit in the live preview is a new source.
 */
const PARSED_KEEP = 200;
const parsedBy = new Map<Liquid, Map<string, Template[]>>([
  [htmlEngine, new Map()],
  [textEngine, new Map()],
]);

function parsed(engine: Liquid, source: string): Template[] {
  const cache = parsedBy.get(engine)!;
  let templates = cache.get(source);
  if (!templates) {
    templates = engine.parse(source);
    if (cache.size >= PARSED_KEEP) cache.delete(cache.keys().next().value!);
    cache.set(source, templates);
  }
  return templates;
}

async function render(engine: Liquid, source: string, values: TemplateValues): Promise<string> {
  return engine.render(parsed(engine, source), values) as Promise<string>;
}
type Part = (typeof PARTS)[number];

export type TemplateValues = Record<string, string>;

const engineFor = (part: Part) => (part === 'html' ? htmlEngine : textEngine);

/**
 * Refuses a template its type cannot fill: a syntax error, or a variable the type does not offer
 * (docs/product/notifications.md#templates). `where` names the part for the error's fields.
 */
export function checkTemplate(type: NotificationType, content: TemplateContent, where: string): void {
  const offered = new Set<string>(TEMPLATE_VARIABLES[type]);
  const unknown: Record<string, string[]> = {};
  for (const part of PARTS) {
    let names: string[];
    try {
      names = engineFor(part).globalVariablesSync(content[part]);
    } catch (error) {
      if (!(error instanceof LiquidError)) throw error;
      throw new AppError('VALIDATION_ERROR', {
        status: 422,
        reason: 'TEMPLATE_SYNTAX',
        fields: { [`${where}.${part}`]: [firstLine(error.message)] },
      });
    }
    const strangers = [...new Set(names.map((name) => name.split(/[.[]/)[0]!))].filter(
      (n) => !offered.has(n),
    );
    if (strangers.length > 0) unknown[`${where}.${part}`] = strangers;
  }
  if (Object.keys(unknown).length > 0) {
    throw new AppError('VALIDATION_ERROR', {
      status: 422,
      reason: 'UNKNOWN_TEMPLATE_VARIABLE',
      message: `Unknown variables: ${[...new Set(Object.values(unknown).flat())].join(', ')}`,
      fields: unknown,
    });
  }
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.slice(0, 300);
}

export interface MailFrame {
  language: SupportedLanguage;
  company: string | null;
  /** Why the person receives it, and where to stop it. */
  footer: string;
  unsubscribeLink: string | null;
  unsubscribeLabel: string;
}

const STYLE = `body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;line-height:1.5;margin:0;padding:24px;background:#f8fafc}
.card{max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}
.company{font-weight:600;color:#0f766e;margin:0 0 16px}
.button{display:inline-block;background:#0f766e;color:#fff !important;padding:10px 16px;border-radius:8px;text-decoration:none}
.quiet,.footer{color:#4b5563;font-size:14px}
.footer{max-width:560px;margin:16px auto 0}`;

/** Renders a checked template with its values inside Tera's frame, which no template can remove. */
export async function renderTemplate(
  content: TemplateContent,
  values: TemplateValues,
  frame: MailFrame,
): Promise<RenderedMail> {
  const [subject, body, text] = await Promise.all([
    render(textEngine, content.subject, values),
    render(htmlEngine, content.html, values),
    render(textEngine, content.text, values),
  ]);
  const unsubscribe = frame.unsubscribeLink
    ? ` <a href="${escapeHtml(frame.unsubscribeLink)}">${escapeHtml(frame.unsubscribeLabel)}</a>`
    : '';
  const html = `<!doctype html><html lang="${frame.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>${STYLE}</style></head><body>
<div class="card">${frame.company ? `<p class="company">${escapeHtml(frame.company)}</p>` : ''}
${body}
</div>
<p class="footer">${escapeHtml(frame.footer)}${unsubscribe}</p>
</body></html>`;
  const footer = frame.unsubscribeLink
    ? `${frame.footer}\n${frame.unsubscribeLabel}: ${frame.unsubscribeLink}`
    : frame.footer;
  return {
    subject: subject.replace(/\s+/g, ' ').trim(),
    html,
    text: `${text.trim()}\n\n--\n${footer}\n`,
  };
}

/** A schedule's own subject, filled like a template's subject. */
export async function renderSubject(subject: string, values: TemplateValues): Promise<string> {
  return (await render(textEngine, subject, values)).replace(/\s+/g, ' ').trim();
}
