import { useTranslation } from 'react-i18next';
import type { OwnLeaveWellbeing } from '@tera/domain';
import { Card } from '../../../components/ui/card';
import { useDayOfMonth } from '../../../lib/use-day-of-month';
import { useOwnLeaveWellbeingQuery } from '../api/leave';
import { QuerySection } from './query-section';

type Around = OwnLeaveWellbeing['leaves'][number]['before'];

/** docs/product/leave.md#before-and-after-leave: the person's own indicators, for them alone. */
export function OwnLeaveWellbeingSection({ userId }: { userId: string }) {
  const { t } = useTranslation('leave');
  const query = useOwnLeaveWellbeingQuery(userId);
  const day = useDayOfMonth();
  return (
    <section aria-labelledby="own-leave-wellbeing" className="space-y-3">
      <h2 id="own-leave-wellbeing" className="text-xl font-semibold text-fg">
        {t('ownWellbeing.title')}
      </h2>
      <p className="text-fg-muted">{t('ownWellbeing.lead')}</p>
      <QuerySection query={query} loadingLabel={t('ownWellbeing.loading')}>
        {({ leaves }) =>
          leaves.length === 0 ? (
            <p className="text-fg-muted">{t('ownWellbeing.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {leaves.map((leave) => (
                <li key={leave.id}>
                  <Card className="space-y-2">
                    <h3 className="font-semibold text-fg">
                      {t('ownWellbeing.leave', { from: day(leave.start_date), to: day(leave.end_date) })}
                    </h3>
                    <Span label={t('ownWellbeing.before')} around={leave.before} />
                    <Span label={t('ownWellbeing.after')} around={leave.after} />
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QuerySection>
    </section>
  );
}

function Span({ label, around }: { label: string; around: Around }) {
  const { t } = useTranslation('leave');
  return (
    <p className="text-fg">
      <span className="font-medium">{label}: </span>
      {around.indicators
        ? t('ownWellbeing.indicators', { count: around.days, ...around.indicators })
        : t('ownWellbeing.noCheckins')}
    </p>
  );
}
