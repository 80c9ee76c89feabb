import type { Language } from '@tera/domain';
import { escapeHtml } from '../email/escape-html.ts';
import type { OutgoingMail } from '../email/mailer.ts';

const TEXTS = {
  es: {
    subject: 'Confirma tu correo para empezar en Tera',
    greeting: (name: string) => `Hola ${name}:`,
    body: 'Gracias por crear tu cuenta de Tera. Confirma que este correo es tuyo y entrarás directamente.',
    action: 'Confirmar mi correo',
    expiry: (hours: number) =>
      `El enlace caduca en ${hours} horas. Si caduca, inicia sesión y te enviaremos otro.`,
    ignore: 'Si no has creado tú la cuenta, ignora este correo: sin confirmar, nadie puede usarla.',
  },
  en: {
    subject: 'Confirm your e-mail to start using Tera',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Thank you for creating your Tera account. Confirm that this e-mail is yours and you will go straight in.',
    action: 'Confirm my e-mail',
    expiry: (hours: number) =>
      `The link expires in ${hours} hours. If it does, sign in and we will send you another.`,
    ignore: "If you didn't create the account, ignore this e-mail: unconfirmed, nobody can use it.",
  },
} as const;

export function composeConfirmationMail(input: {
  to: string;
  name: string;
  link: string;
  validHours: number;
  language: Language;
}): OutgoingMail {
  const t = TEXTS[input.language];
  const expiry = t.expiry(input.validHours);
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#4b5563">${escapeHtml(expiry)}<br>${escapeHtml(t.ignore)}</p>
</body></html>`;
  const text = [
    t.greeting(input.name),
    '',
    t.body,
    '',
    `${t.action}: ${input.link}`,
    '',
    expiry,
    t.ignore,
  ].join('\n');
  return { to: input.to, subject: t.subject, html, text };
}
