import { eq } from 'drizzle-orm';
import { describeRefusal, type InvitedAccount, type Language } from '@tera/domain';
import { refuseCommonPassword } from '../../auth/common-passwords.ts';
import { createVerifiedAccount } from '../../auth/verified-account.ts';
import type { Db } from '../../db/database.ts';
import { authUsers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findUsable } from './accept-invitation.ts';

/**
 * The invited person's account, with the invited e-mail and already confirmed: the link reached
 * that address. It does not spend the invitation; the person signs in and accepts next. That the
 * address has an account is said here, unlike at sign-up, because only whoever reads its mail
 * holds the link, and they need to know to sign in instead.
 */
export async function createInvitedAccount(
  db: Db,
  token: string,
  account: InvitedAccount,
  language: Language,
  now: Date,
): Promise<{ id: string; email: string }> {
  const { invitation } = await findUsable(db, token, now);
  const [existing] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, invitation.email));
  if (existing) {
    throw new AppError('VALIDATION_ERROR', {
      status: 409,
      reason: 'EMAIL_TAKEN',
      message: describeRefusal('EMAIL_TAKEN', language),
    });
  }
  await refuseCommonPassword(account.password, language);
  return createVerifiedAccount(db, { email: invitation.email, ...account, language });
}
