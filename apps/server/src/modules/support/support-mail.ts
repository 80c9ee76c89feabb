import type { Language } from '@tera/domain';
import { escapeHtml } from '../../email/escape-html.ts';
import type { OutgoingMail } from '../../email/mailer.ts';

const TEXTS = {
  es: {
    newTicket: (title: string) => `Nuevo ticket de soporte: ${title}`,
    newMessage: (title: string) => `Nuevo mensaje en el ticket: ${title}`,
    answered: (title: string) => `Soporte ha respondido a tu ticket: ${title}`,
    fromPerson: (name: string) => `${name} ha escrito al soporte de Tera.`,
    fromSupport: 'El equipo de soporte de Tera ha respondido a tu ticket.',
    action: 'Abrir el ticket',
  },
  en: {
    newTicket: (title: string) => `New support ticket: ${title}`,
    newMessage: (title: string) => `New message on the ticket: ${title}`,
    answered: (title: string) => `Support answered your ticket: ${title}`,
    fromPerson: (name: string) => `${name} wrote to Tera's support.`,
    fromSupport: "Tera's support team answered your ticket.",
    action: 'Open the ticket',
  },
} as const;

function compose(to: string, language: Language, subject: string, line: string, link: string): OutgoingMail {
  const action = TEXTS[language].action;
  return {
    to,
    subject,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(line)}</p>
<p><strong>${escapeHtml(subject)}</strong></p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
</body></html>`,
    text: [line, '', subject, '', `${action}: ${link}`].join('\n'),
  };
}

/**
 * To the platform's support, about a ticket or a message of the person; the title and a link
 * only, never the conversation (docs/product/support.md#mail-both-ways).
 */
export function composeSupportMail(input: {
  to: string;
  language: Language;
  requesterName: string;
  title: string;
  kind: 'ticket' | 'message';
  link: string;
}): OutgoingMail {
  const t = TEXTS[input.language];
  const subject = input.kind === 'ticket' ? t.newTicket(input.title) : t.newMessage(input.title);
  return compose(input.to, input.language, subject, t.fromPerson(input.requesterName), input.link);
}

/** To the person, when support answers their ticket. */
export function composeAnswerMail(input: {
  to: string;
  language: Language;
  title: string;
  link: string;
}): OutgoingMail {
  const t = TEXTS[input.language];
  return compose(input.to, input.language, t.answered(input.title), t.fromSupport, input.link);
}
