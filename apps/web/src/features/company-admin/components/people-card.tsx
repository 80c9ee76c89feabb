import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardResponse } from '@tera/domain';
import { SeatsSummary } from '../../../components/people/seats-summary';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { Stat } from './stat';

/** Active, invited and deactivated people, and the seats the active and invited take. */
export function PeopleCard({ slug, people }: { slug: string; people: AdminDashboardResponse['people'] }) {
  const { t } = useTranslation('companyAdmin');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <CardTitle id={titleId}>{t('people.title')}</CardTitle>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label={t('people.active')} value={people.active} />
        <Stat label={t('people.invited')} value={people.invited} />
        <Stat label={t('people.deactivated')} value={people.deactivated} />
      </dl>
      <SeatsSummary seats={{ used: people.active + people.invited, max: people.seats }} />
      <TextLink to={`/empresa/${slug}/admin/employees`}>{t('people.manage')}</TextLink>
    </Card>
  );
}
