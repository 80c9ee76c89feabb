import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { analyseCheckin, pulseBand, pulseScore, type DailyCheckin } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { PulseFigure } from '../../../components/pulse/pulse-figure';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { useTodayCheckin } from '../api/get-today-checkin';

// Most visits to the dashboard come after the day's check-in: the form's code (the page's largest
// after the charts) arrives only when the form, or a state it stands for, is what shows.
const DailyCheckinForm = lazy(() =>
  import('./daily-checkin-form').then((module) => ({ default: module.DailyCheckinForm })),
);

function TodayDone({ checkin }: { checkin: DailyCheckin }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('checkin');
  const titleId = useId();
  const pulse = pulseScore(checkin);
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div className="flex items-center gap-2">
        <CheckCircleIcon className="size-6 text-success" />
        <CardTitle id={titleId}>{t('today.doneTitle')}</CardTitle>
      </div>
      <PulseFigure pulse={pulse} band={pulseBand(pulse)} />
      <ul className="space-y-2" aria-label={t('today.insights')}>
        {analyseCheckin(checkin).map((kind) => (
          <li
            key={kind}
            className={`rounded-lg p-3 ${kind === 'balanced' ? 'bg-success-soft' : 'bg-warning-soft'}`}
          >
            <p className="font-semibold text-fg">{tc(`insight.kinds.${kind}.title`)}</p>
            <p className="mt-1 text-sm text-fg">{tc(`insight.kinds.${kind}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-fg-muted">{tc('completed.description')}</p>
    </Card>
  );
}

/**
 * Today at the top of the dashboard: the check-in form while today is open (or whatever state
 * stands in for it), and once done, today's TeraPulse with the analysis of the answers.
 */
export function TodayStatus({ onCompleted }: { onCompleted(): void }) {
  const { t } = useTranslation('checkin');
  const today = useTodayCheckin();
  const checkin = today.data?.completed ? today.data.checkin : null;
  if (checkin) return <TodayDone checkin={checkin} />;
  // About the height of today's card once done, so the cards below do not jump when it arrives.
  const loading = <Loading label={t('loading')} className="min-h-96" />;
  if (today.isLoading) return loading;
  return (
    <Suspense fallback={loading}>
      <DailyCheckinForm onCompleted={onCompleted} />
    </Suspense>
  );
}
