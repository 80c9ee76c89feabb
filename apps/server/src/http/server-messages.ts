import type { Language } from '@tera/domain';

/** Texts the server itself writes (beyond the error and refusal catalogues), in both languages. */
const MESSAGES = {
  es: {
    shuttingDown: 'El servidor se está reiniciando. Intenta nuevamente en unos segundos.',
    databaseStarting: 'La base de datos aún no está disponible. Intenta nuevamente en unos segundos.',
    tooManySignInAttempts:
      'Demasiados intentos de inicio de sesión para esta cuenta. Espera unos minutos antes de volver a intentarlo.',
    tooManySignUpAttempts:
      'Demasiados intentos de registro con este correo. Espera un rato antes de volver a intentarlo.',
    tooManyResetRequests:
      'Ya hemos enviado varios enlaces para restablecer la contraseña de este correo. Revisa tu bandeja de entrada o espera un rato antes de pedir otro.',
    tooManyConfirmationMails:
      'Ya hemos enviado varios enlaces de confirmación a este correo. Revisa tu bandeja de entrada o espera un rato antes de pedir otro.',
    noFreeSeat:
      'El plan de la empresa no tiene plazas libres. Libera una (desactiva a alguien o revoca una invitación) o amplía el plan.',
  },
  en: {
    shuttingDown: 'The server is restarting. Try again in a few seconds.',
    databaseStarting: 'The database is not available yet. Try again in a few seconds.',
    tooManySignInAttempts:
      'Too many sign-in attempts for this account. Wait a few minutes before trying again.',
    tooManySignUpAttempts: 'Too many sign-up attempts with this e-mail. Wait a while before trying again.',
    tooManyResetRequests:
      'Several password reset links have already been sent to this e-mail. Check your inbox or wait a while before asking for another.',
    tooManyConfirmationMails:
      'Several confirmation links have already been sent to this e-mail. Check your inbox or wait a while before asking for another.',
    noFreeSeat:
      "The company's plan has no free seat. Free one (deactivate someone or revoke an invitation) or move to a larger plan.",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ServerMessageKey = keyof (typeof MESSAGES)['es'];

export function serverMessage(language: Language, key: ServerMessageKey): string {
  return MESSAGES[language][key];
}
