import { demoRequestTimeZone, formatDateTime, type DemoRequest, type Language } from '@tera/domain';
import { escapeHtml } from '../../email/escape-html.ts';
import type { OutgoingMail } from '../../email/mailer.ts';

const TEXTS = {
  es: {
    heading: 'Nueva solicitud de demo',
    subject: (company: string, teamSize: string) => `Solicitud de demo: ${company} (${teamSize})`,
    name: 'Nombre',
    email: 'Email',
    company: 'Empresa',
    teamSize: 'Tamaño del equipo',
    message: 'Mensaje',
    date: 'Fecha',
    reply: (name: string) => `Responde a este correo para contestar directamente a ${name}.`,
  },
  en: {
    heading: 'New demo request',
    subject: (company: string, teamSize: string) => `Demo request: ${company} (${teamSize})`,
    name: 'Name',
    email: 'Email',
    company: 'Company',
    teamSize: 'Team size',
    message: 'Message',
    date: 'Date',
    reply: (name: string) => `Reply to this e-mail to answer ${name} directly.`,
  },
} as const;

/**
 * Written in the language the requester used, so sales answer them in it, and dated on that
 * language's clock in the requester's zone: docs/decisions/012.
 */
export function composeDemoRequestMail(
  request: DemoRequest,
  language: Language,
  salesEmail: string,
  receivedAt: Date,
): OutgoingMail {
  const t = TEXTS[language];
  const timeZone = demoRequestTimeZone(request);
  const rows: Array<[string, string]> = [
    [t.name, `${request.firstName} ${request.lastName}`],
    [t.email, request.email],
    [t.company, request.company],
    [t.teamSize, request.teamSize],
    [t.message, request.message || '—'],
    [t.date, `${formatDateTime(receivedAt, language, timeZone)} (${timeZone})`],
  ];
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(t.heading)}</h1>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="vertical-align:top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p>${escapeHtml(t.reply(request.firstName))}</p>
</body></html>`;
  const text = [t.heading, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
  return {
    to: salesEmail,
    replyTo: request.email,
    subject: t.subject(request.company, request.teamSize),
    html,
    text,
  };
}
