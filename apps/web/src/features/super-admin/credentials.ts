import { z } from 'zod';

/** Validation keys per field, translated when shown so a language switch re-translates them. */
export interface CredentialErrors {
  email?: string;
  password?: string;
}

const emailSchema = z.email('validation.email');

/** Checked before anything is sent, so an empty or malformed field is named next to itself. */
export function validateCredentials({
  email,
  password,
}: {
  email: string;
  password: string;
}): CredentialErrors {
  const errors: CredentialErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'validation.required';
  else if (!emailSchema.safeParse(trimmed).success) errors.email = 'validation.email';
  if (!password) errors.password = 'validation.required';
  return errors;
}
