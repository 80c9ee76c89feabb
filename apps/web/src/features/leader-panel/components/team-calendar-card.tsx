import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamPulseResponse } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { monthOf } from '../../../components/pulse/calendar-month';
import { PulseCalendar, type CalendarDay } from '../../../components/pulse/pulse-calendar';

/** The team's days coloured by band, over the days the panel holds; withheld days say so. */
export function TeamCalendarCard({ trend, today }: { trend: TeamPulseResponse['trend']; today: string }) {
  const { t } = useTranslation('leaderPanel');
  const titleId = useId();
  const [month, setMonth] = useState(monthOf(today));
  const days = useMemo(
    () =>
      new Map<string, CalendarDay>(
        trend.flatMap((day): [string, CalendarDay][] => {
          if (day.pulse !== null && day.band !== null)
            return [[day.date, { pulse: day.pulse, band: day.band }]];
          return day.answered > 0 ? [[day.date, { withheld: true }]] : [];
        }),
      ),
    [trend],
  );
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <div>
        <CardTitle id={titleId}>{t('calendar.title')}</CardTitle>
        <CardDescription>{t('calendar.description')}</CardDescription>
      </div>
      <PulseCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        days={days}
        label={t('calendar.title')}
        emptyDayLabel={t('calendar.noAnswers')}
        withheldDayLabel={t('calendar.withheld')}
        availableFrom={trend[0]?.date}
      />
    </Card>
  );
}
