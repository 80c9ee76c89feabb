import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardResponse } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { useLongDate } from './use-long-date';

/** The open invitations, the soonest to expire first, leading to the invitation screen. */
export function InvitationsCard({
  slug,
  invitations,
}: {
  slug: string;
  invitations: AdminDashboardResponse['invitations'];
}) {
  const { t } = useTranslation('companyAdmin');
  const { t: tp } = useTranslation('people');
  const longDate = useLongDate();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <CardTitle id={titleId}>{t('invitations.title')}</CardTitle>
      {invitations.pending === 0 ? (
        <p className="text-sm text-fg-muted">{t('invitations.none')}</p>
      ) : (
        <>
          <p className="text-sm text-fg">{t('invitations.count', { count: invitations.pending })}</p>
          <ul className="divide-y divide-border text-sm">
            {invitations.latest.map((invitation) => (
              <li key={invitation.email} className="flex flex-wrap justify-between gap-x-3 py-2">
                <span className="min-w-0 font-medium break-all text-fg">{invitation.email}</span>
                <span className="text-fg-muted">
                  {tp(`roles.${invitation.role}`, { defaultValue: invitation.role })} ·{' '}
                  {t('invitations.expires', { date: longDate(invitation.expiresAt) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <TextLink to={`/empresa/${slug}/admin/employees/invite`}>{t('invitations.invite')}</TextLink>
    </Card>
  );
}
