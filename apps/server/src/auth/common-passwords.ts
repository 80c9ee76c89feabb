import { describeRefusal, type Language } from '@tera/domain';
import { AppError } from '../http/app-error.ts';

/** The most used passwords, as leaked lists rank them: lower-cased, read once when first asked. */
let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

/** Whether a password is one of the most used and breached ones, whatever its letter case. */
async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** Refuses a new password from the lists attackers try first, naming the password field. */
export async function refuseCommonPassword(password: string, language: Language): Promise<void> {
  if (!(await isCommonPassword(password))) return;
  throw new AppError('VALIDATION_ERROR', {
    reason: 'PASSWORD_TOO_COMMON',
    message: describeRefusal('PASSWORD_TOO_COMMON', language),
    fields: { password: ['validation.passwordCommon'] },
  });
}
