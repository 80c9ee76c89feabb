import { useTranslation } from 'react-i18next';
import { useDayOfMonth } from '../../../lib/use-day-of-month';

/** "2 de marzo – 4 de marzo · 3 días": a request's days as people read them. */
export function useLeaveDaysText(): (request: {
  start_date: string;
  end_date: string;
  days: number;
}) => string {
  const { t } = useTranslation('leave');
  const day = useDayOfMonth();
  return (request) =>
    t('daysText', {
      from: day(request.start_date),
      to: day(request.end_date),
      count: request.days,
    });
}
