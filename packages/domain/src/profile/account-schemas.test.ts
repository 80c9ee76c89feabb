import { describe, expect, it } from 'vitest';
import { credentialsSchema, invitedAccountSchema, signUpSchema } from './account-schemas.ts';

function problems(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('account schemas', () => {
  it('names an empty e-mail as required, a malformed one as invalid, and needs a password', () => {
    expect(problems(credentialsSchema.safeParse({ email: '  ', password: '' }))).toEqual([
      ['email', 'validation.required'],
      ['password', 'validation.required'],
    ]);
    expect(problems(credentialsSchema.safeParse({ email: 'no-es-correo', password: 'x' }))).toEqual([
      ['email', 'validation.email'],
    ]);
  });

  it('trims the e-mail and the name but never the password', () => {
    expect(credentialsSchema.parse({ email: ' ana@acme.test ', password: ' clave ' })).toEqual({
      email: 'ana@acme.test',
      password: ' clave ',
    });
    expect(
      signUpSchema.parse({ name: ' Ana ', email: 'ana@acme.test', password: ' una clave larga ' }),
    ).toEqual({ name: 'Ana', email: 'ana@acme.test', password: ' una clave larga ' });
  });

  it('asks a new account for a name and a password of the allowed length', () => {
    expect(
      problems(signUpSchema.safeParse({ name: ' ', email: 'ana@acme.test', password: 'corta' })),
    ).toEqual([
      ['name', 'validation.required'],
      ['password', 'validation.passwordLength'],
    ]);
  });

  it('asks an invited person the same of name and password, and nothing of the e-mail', () => {
    expect(problems(invitedAccountSchema.safeParse({ name: ' ', password: 'corta' }))).toEqual([
      ['name', 'validation.required'],
      ['password', 'validation.passwordLength'],
    ]);
    expect(invitedAccountSchema.parse({ name: ' Ana ', password: 'una clave larga' })).toEqual({
      name: 'Ana',
      password: 'una clave larga',
    });
  });
});
