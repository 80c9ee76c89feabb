import type { Language } from '@tera/domain';
import { composeActionMail } from '../email/action-mail.ts';
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
  return composeActionMail({
    to: input.to,
    language: input.language,
    subject: t.subject,
    greeting: t.greeting(input.name),
    paragraphs: [t.body],
    actions: [{ label: t.action, link: input.link }],
    notes: [t.expiry, t.ignore],
  });
}
