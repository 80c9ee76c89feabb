import type { DemoRequest } from '@tera/domain';
import { escapeHtml } from '../../email/escape-html.ts';
import type { OutgoingMail } from '../../email/mailer.ts';

/** The sales team works in Spanish, so this mail is always written in Spanish. */
export function composeDemoRequestMail(
  request: DemoRequest,
  salesEmail: string,
  receivedAt: Date,
): OutgoingMail {
  const date = new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(receivedAt);
  const rows: Array<[string, string]> = [
    ['Nombre', `${request.firstName} ${request.lastName}`],
    ['Email', request.email],
    ['Empresa', request.company],
    ['Tamaño del equipo', request.teamSize],
    ['Mensaje', request.message || '—'],
    ['Fecha', `${date} (UTC)`],
  ];
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">Nueva solicitud de demo</h1>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="vertical-align:top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p>Responde a este correo para contestar directamente a ${escapeHtml(request.firstName)}.</p>
</body></html>`;
  const text = ['Nueva solicitud de demo', '', ...rows.map(([label, value]) => `${label}: ${value}`)].join(
    '\n',
  );
  return {
    to: salesEmail,
    replyTo: request.email,
    subject: `Solicitud de demo: ${request.company} (${request.teamSize})`,
    html,
    text,
  };
}
