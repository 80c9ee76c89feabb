import { useTranslation } from 'react-i18next';
import { hasPermission, localParts } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/auth-context';
import { LeaveApprovals } from './leave-approvals';
import { LeaveCalendar } from './leave-calendar';
import { LeaveOverview } from './leave-overview';
import { LeaveRequestForm } from './leave-request-form';
import { MyLeave } from './my-leave';
import { OwnLeaveWellbeingSection } from './own-leave-wellbeing';
import { TeamLeaveSignal } from './team-leave-signal';

/**
 * /leave (docs/product/leave.md): one's own requests for everyone in a company; for leaders and
 * admins, the pending approvals, the team's calendar, summary and analysis as well.
 */
export function LeavePage() {
  const { t } = useTranslation('leave');
  const auth = useAuth();
  const userId = auth.profile?.id ?? '';
  const companyId = auth.company?.id ?? null;
  const decides = auth.isLeader || hasPermission(auth.profile, 'admin');
  const today = localParts(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;
  return (
    <div className="space-y-8">
      <PageTitle page="leave" />
      <PageHeader title={t('title')} lead={t('lead')} />
      {companyId === null ? (
        <Alert tone="info" title={t('noCompany.title')}>
          <p>{t('noCompany.body')}</p>
        </Alert>
      ) : (
        <>
          <Card>
            <CardTitle className="mb-4 text-xl">{t('form.title')}</CardTitle>
            <LeaveRequestForm userId={userId} />
          </Card>
          <MyLeave userId={userId} companyId={companyId} />
          <OwnLeaveWellbeingSection userId={userId} />
          {decides ? (
            <>
              <LeaveApprovals userId={userId} />
              <LeaveCalendar userId={userId} today={today} />
              <LeaveOverview userId={userId} />
              <TeamLeaveSignal userId={userId} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
