import { z } from 'zod';
import { meetsPasswordLength } from './password-rules.ts';

/** Messages are i18n keys, so the screens say each problem in the reader's language. */
const accountEmailSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .pipe(z.email('validation.email'));

/** What signing in asks for: an e-mail that can be one, and any password at all. */
export const credentialsSchema = z.object({
  email: accountEmailSchema,
  password: z.string('validation.required').min(1, 'validation.required'),
});
export type Credentials = z.output<typeof credentialsSchema>;

/** What a new account needs: a name, an e-mail and a password of the allowed length. */
export const signUpSchema = z.object({
  name: z.string('validation.required').trim().min(1, 'validation.required'),
  email: accountEmailSchema,
  password: z.string('validation.required').refine(meetsPasswordLength, 'validation.passwordLength'),
});
export type SignUp = z.output<typeof signUpSchema>;

/** What an invited person gives for a new account: the invitation already names the e-mail. */
export const invitedAccountSchema = signUpSchema.pick({ name: true, password: true });
export type InvitedAccount = z.output<typeof invitedAccountSchema>;
