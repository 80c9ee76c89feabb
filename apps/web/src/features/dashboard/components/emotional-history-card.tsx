import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { describeError } from '../../../lib/error-message';
import { useOwnPulse } from '../api/own-pulse';
import { lastDayOf, monthOf } from '../../../components/pulse/calendar-month';
import { PulseCalendar, type CalendarDay } from '../../../components/pulse/pulse-calendar';

/** A month of the person's own check-ins, coloured by band; earlier months a press away. */
export function EmotionalHistoryCard({ today }: { today: string }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [month, setMonth] = useState(monthOf(today));
  const pulse = useOwnPulse({ from: `${month}-01`, to: lastDayOf(month) });
  const days = useMemo(
    () => new Map<string, CalendarDay>((pulse.data?.days ?? []).map((day) => [day.date, day])),
    [pulse.data],
  );
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <div>
        <CardTitle id={titleId}>{t('history.title')}</CardTitle>
        <CardDescription>{t('history.description')}</CardDescription>
      </div>
      {pulse.isError ? (
        <Alert tone="danger" role="alert" title={t('history.loadError')}>
          <p>{describeError(pulse.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void pulse.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <PulseCalendar
          month={month}
          onMonthChange={setMonth}
          today={today}
          days={days}
          label={t('history.title')}
          emptyDayLabel={t('calendar.noCheckin')}
          isLoading={pulse.isFetching}
        />
      )}
    </Card>
  );
}
