import { useTranslation } from 'react-i18next';
import type { TrainingStatus } from '@tera/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<TrainingStatus, BadgeTone> = {
  assigned: 'info',
  in_progress: 'primary',
  completed: 'success',
  overdue: 'danger',
  skipped: 'neutral',
};

export function TrainingStatusBadge({ status }: { status: TrainingStatus }) {
  const { t } = useTranslation('trainings');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
