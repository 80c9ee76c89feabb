import type { Language } from '@tera/domain';
import { composeActionMail } from '../email/action-mail.ts';
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
  return composeActionMail({
    to: input.to,
    language: input.language,
    subject: t.subject,
    greeting: t.greeting(input.name),
    paragraphs: [t.body],
    actions: [{ label: t.action, link: input.link }],
    notes: [t.expiry(input.validHours), t.ignore],
  });
}
