import type { Language } from '@tera/domain';
import { escapeHtml } from '../email/escape-html.ts';
import type { OutgoingMail } from '../email/mailer.ts';

const TEXTS = {
  es: {
    subject: 'Restablece tu contraseña de Tera',
    greeting: (name: string) => `Hola ${name}:`,
    body: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Tera.',
    action: 'Elegir una contraseña nueva',
    expiry: 'El enlace sirve una sola vez y caduca en 1 hora.',
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  en: {
    subject: 'Reset your Tera password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Someone (we hope you) asked to reset the password of your Tera account.',
    action: 'Choose a new password',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: "If it wasn't you, ignore this e-mail: your password does not change.",
  },
} as const;

export function composeResetPasswordMail(input: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): OutgoingMail {
  const t = TEXTS[input.language];
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#4b5563">${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
</body></html>`;
  const text = [
    t.greeting(input.name),
    '',
    t.body,
    '',
    `${t.action}: ${input.link}`,
    '',
    t.expiry,
    t.ignore,
  ].join('\n');
  return { to: input.to, subject: t.subject, html, text };
}
