import type { Language } from '@tera/domain';
import { escapeHtml } from '../../email/escape-html.ts';
import type { OutgoingMail } from '../../email/mailer.ts';

const TEXTS = {
  es: {
    subject: (title: string) => `Pendiente de confirmar: ${title}`,
    line: (company: string) => `${company} te pide que confirmes que has leído este artículo.`,
    action: 'Leer y confirmar',
  },
  en: {
    subject: (title: string) => `Waiting for your confirmation: ${title}`,
    line: (company: string) => `${company} asks you to confirm you have read this article.`,
    action: 'Read and confirm',
  },
} as const;

/** The reminder to someone who has not confirmed an article (docs/product/news.md#analytics). */
export function composeReminderMail(input: {
  to: string;
  language: Language;
  companyName: string;
  title: string;
  link: string;
}): OutgoingMail {
  const t = TEXTS[input.language];
  const subject = t.subject(input.title);
  const line = t.line(input.companyName);
  return {
    to: input.to,
    subject,
    html: `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(line)}</p>
<p><strong>${escapeHtml(input.title)}</strong></p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>
</body></html>`,
    text: [line, '', input.title, '', `${t.action}: ${input.link}`].join('\n'),
  };
}
