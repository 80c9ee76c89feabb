import { useTranslation } from 'react-i18next';
import type { Recognition } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useDayOfMonth } from '../../../lib/use-day-of-month';

export function RecognitionCard({ recognition }: { recognition: Recognition }) {
  const { t } = useTranslation('recognitions');
  const day = useDayOfMonth();
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{t(`categories.${recognition.category}`)}</Badge>
        {recognition.points !== null ? (
          <Badge tone="accent">{t('feed.points', { count: recognition.points })}</Badge>
        ) : null}
        {recognition.is_public ? null : <Badge>{t('feed.private')}</Badge>}
      </div>
      <h3 className="font-semibold text-fg">{recognition.title}</h3>
      <p className="text-fg-muted">
        {t('feed.fromTo', { from: recognition.giver_name, to: recognition.receiver_name })} ·{' '}
        {day(recognition.created_at)}
      </p>
      <p className="whitespace-pre-line text-fg">{recognition.message}</p>
    </Card>
  );
}
