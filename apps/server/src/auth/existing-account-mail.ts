import type { Language } from '@tera/domain';
import { escapeHtml } from '../email/escape-html.ts';
import type { OutgoingMail } from '../email/mailer.ts';

const TEXTS = {
  es: {
    subject: 'Alguien ha intentado crear una cuenta de Tera con tu correo',
    greeting: (name: string) => `Hola ${name}:`,
    body: 'Alguien ha intentado crear una cuenta de Tera con tu dirección de correo. Como ya tienes una, no se ha creado otra y nada ha cambiado en la tuya.',
    ifYou: 'Si has sido tú, inicia sesión o, si no recuerdas la contraseña, restablécela.',
    signIn: 'Iniciar sesión',
    reset: 'Restablecer la contraseña',
    ignore: 'Si no has sido tú, ignora este correo: tu cuenta y tu contraseña siguen igual.',
  },
  en: {
    subject: 'Someone tried to create a Tera account with your e-mail',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Someone tried to create a Tera account with your e-mail address. As you already have one, no other was created and nothing changed in yours.',
    ifYou: "If it was you, sign in or, if you don't remember your password, reset it.",
    signIn: 'Sign in',
    reset: 'Reset your password',
    ignore: "If it wasn't you, ignore this e-mail: your account and your password stay as they are.",
  },
} as const;

const BUTTON =
  'display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;margin:0 8px 8px 0';

/** The notice to an account's owner when someone signs up with their address. */
export function composeExistingAccountMail(input: {
  to: string;
  name: string;
  signInLink: string;
  resetLink: string;
  language: Language;
}): OutgoingMail {
  const t = TEXTS[input.language];
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.ifYou)}</p>
<p><a href="${escapeHtml(input.signInLink)}" style="${BUTTON}">${escapeHtml(t.signIn)}</a><a href="${escapeHtml(input.resetLink)}" style="${BUTTON}">${escapeHtml(t.reset)}</a></p>
<p style="color:#4b5563">${escapeHtml(t.ignore)}</p>
</body></html>`;
  const text = [
    t.greeting(input.name),
    '',
    t.body,
    '',
    t.ifYou,
    `${t.signIn}: ${input.signInLink}`,
    `${t.reset}: ${input.resetLink}`,
    '',
    t.ignore,
  ].join('\n');
  return { to: input.to, subject: t.subject, html, text };
}
