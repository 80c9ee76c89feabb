import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Card, CardTitle } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/auth-context';
import { useActor } from '../../../lib/auth/use-actor';
import { ObservationForm } from './observation-form';
import { ObservationList } from './observation-list';

/** The person's local day, as the date field reads it. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * /observations (docs/product/evaluations.md#observations): a leader's notes about their reports,
 * private to them or shared with the person; anyone else sees only what is shared with them.
 */
export function ObservationsPage() {
  const { t } = useTranslation('evaluations');
  const actor = useActor();
  const { directReports } = useAuth();
  if (!actor) return null;
  return (
    <div className="space-y-8">
      <PageTitle page="observations" />
      <PageHeader title={t('observations.title')} lead={t('observations.lead')} />
      {directReports.length > 0 ? (
        <Card>
          <CardTitle className="mb-4 text-lg">{t('observations.newTitle')}</CardTitle>
          <ObservationForm userId={actor.userId} reports={directReports} today={localToday()} />
        </Card>
      ) : null}
      <section aria-labelledby="observation-list" className="space-y-3">
        <h2 id="observation-list" className="text-xl font-semibold text-fg">
          {t('observations.listTitle')}
        </h2>
        <ObservationList actor={actor} empty={t('observations.empty')} />
      </section>
    </div>
  );
}
