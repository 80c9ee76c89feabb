import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { offersHelp } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCompany } from '../../../lib/company/company-context';
import { useOwnPulse } from '../api/own-pulse';
import type { TrendRange } from './own-trend-cards';

/**
 * Help when it matters (docs/product/support.md#help-when-it-matters): shown from the person's own
 * days, on their own screen only; nothing is recorded and nobody is told.
 */
export function HelpCard({ range }: { range: TrendRange }) {
  const { t } = useTranslation('dashboard');
  const { profile } = useAuth();
  const programme = useCompany().company?.settings.supportProgramme;
  const pulse = useOwnPulse(range);
  if (!pulse.data || !offersHelp(pulse.data.days, pulse.data.today)) return null;
  return (
    <Card className="grid gap-3 border-warning" role="region" aria-labelledby="help-card-title">
      <CardTitle id="help-card-title">{t('help.title')}</CardTitle>
      <p className="text-fg">{t('help.lead')}</p>
      <ul className="grid gap-2 text-sm">
        {profile?.reportsTo ? <li>{t('help.leader')}</li> : null}
        {programme ? <li className="whitespace-pre-line">{t('help.programme', { programme })}</li> : null}
        <li>
          <Link to="/wellbeing" className="text-primary underline">
            {t('help.exercises')}
          </Link>
        </li>
        <li>
          <Link to="/support?tab=new" className="text-primary underline">
            {t('help.urgentTicket')}
          </Link>
        </li>
        <li>{t('help.emergency')}</li>
      </ul>
      <p className="text-xs text-fg-muted">{t('help.private')}</p>
    </Card>
  );
}
