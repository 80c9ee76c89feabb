import type { Language } from '@tera/domain';
import { composeActionMail } from '../email/action-mail.ts';
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

/** The notice to an account's owner when someone signs up with their address. */
export function composeExistingAccountMail(input: {
  to: string;
  name: string;
  signInLink: string;
  resetLink: string;
  language: Language;
}): OutgoingMail {
  const t = TEXTS[input.language];
  return composeActionMail({
    to: input.to,
    language: input.language,
    subject: t.subject,
    greeting: t.greeting(input.name),
    paragraphs: [t.body, t.ifYou],
    actions: [
      { label: t.signIn, link: input.signInLink },
      { label: t.reset, link: input.resetLink },
    ],
    notes: [t.ignore],
  });
}
