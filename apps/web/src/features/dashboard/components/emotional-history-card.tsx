import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { useOwnPulse } from '../api/own-pulse';
import { lastDayOf } from '../../../components/pulse/calendar-month';
import { PulseCalendar, type CalendarDay } from '../../../components/pulse/pulse-calendar';

interface EmotionalHistoryCardProps {
  today: string;
  /** YYYY-MM; kept by the page, outside the card's section, so a retry asks for the month that failed. */
  month: string;
  onMonthChange: (month: string) => void;
}

/** A month of the person's own check-ins, coloured by band; earlier months a press away. */
export function EmotionalHistoryCard({ today, month, onMonthChange }: EmotionalHistoryCardProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const pulse = useOwnPulse({ from: `${month}-01`, to: lastDayOf(month) }, { inSection: true });
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
      <PulseCalendar
        month={month}
        onMonthChange={onMonthChange}
        today={today}
        days={days}
        label={t('history.title')}
        emptyDayLabel={t('calendar.noCheckin')}
        isLoading={pulse.isFetching}
      />
    </Card>
  );
}
