import { z } from 'zod';
import { meetsPasswordLength } from '@tera/domain';

/** Field name → validation key (translated when shown), for what is checked before sending. */
export type AccountFieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;

const emailSchema = z.email();

function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'validation.required';
  return emailSchema.safeParse(trimmed).success ? undefined : 'validation.email';
}

function withoutGaps(errors: AccountFieldErrors): AccountFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined));
}

export function validateSignIn({ email, password }: { email: string; password: string }): AccountFieldErrors {
  return withoutGaps({
    email: emailProblem(email),
    password: password ? undefined : 'validation.required',
  });
}

export function validateSignUp({
  name,
  email,
  password,
}: {
  name: string;
  email: string;
  password: string;
}): AccountFieldErrors {
  return withoutGaps({
    name: name.trim() ? undefined : 'validation.required',
    email: emailProblem(email),
    password: meetsPasswordLength(password) ? undefined : 'validation.passwordLength',
  });
}
