import { eq } from 'drizzle-orm';
import { publicUrl } from '../../config.ts';
import { userProfiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/app-env.ts';
import type { CompanyInScope } from '../people/company-seats.ts';
import { composeInvitationMail } from './invitation-mail.ts';
import type { IssuedInvitation } from './issue-invitation.ts';

export function invitationLink(deps: Pick<AppDeps, 'config'>, token: string): string {
  return `${publicUrl(deps.config)}/registration?invitation=${encodeURIComponent(token)}`;
}

/**
 * Sent after the invitations are committed: a mail never announces a link that a rolled-back
 * transaction left dead. Delivery failures stay in the outbox; the invitation stands.
 */
export async function sendInvitationMails(
  deps: Pick<AppDeps, 'config' | 'database' | 'mailer'>,
  company: CompanyInScope,
  invitedBy: string,
  issued: readonly IssuedInvitation[],
): Promise<void> {
  if (issued.length === 0) return;
  const [inviter] = await deps.database.db
    .select({ fullName: userProfiles.fullName, language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.id, invitedBy));
  for (const { row, token } of issued) {
    await deps.mailer.send(
      composeInvitationMail({
        to: row.email,
        inviterName: inviter?.fullName ?? company.name,
        companyName: company.name,
        role: row.role,
        link: invitationLink(deps, token),
        inviterLanguage: inviter?.language === 'en' ? 'en' : 'es',
      }),
    );
  }
}
