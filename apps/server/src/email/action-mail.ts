import type { Language } from '@tera/domain';
import { escapeHtml } from './escape-html.ts';
import type { OutgoingMail } from './mailer.ts';

const BODY_STYLE = 'font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5';
const BUTTON_STYLE =
  'display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;margin:0 8px 8px 0';

export interface MailAction {
  label: string;
  link: string;
}

/**
 * A short account mail: a greeting, a few paragraphs, one or more buttons, and a quieter note.
 * The plain-text part says the same, with each button's link written out.
 */
export function composeActionMail(input: {
  to: string;
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  actions: readonly MailAction[];
  notes: readonly string[];
}): OutgoingMail {
  const buttons = input.actions
    .map(
      (action) =>
        `<a href="${escapeHtml(action.link)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${input.language}"><body style="${BODY_STYLE}">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${buttons}</p>
<p style="color:#4b5563">${input.notes.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...input.actions.map((action) => `${action.label}: ${action.link}`),
    '',
    ...input.notes,
  ].join('\n');
  return { to: input.to, subject: input.subject, html, text };
}
