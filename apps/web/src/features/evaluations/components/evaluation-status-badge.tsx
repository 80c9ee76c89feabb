import { useTranslation } from 'react-i18next';
import type { EvaluationStatus } from '@tera/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<EvaluationStatus, BadgeTone> = {
  pending: 'neutral',
  draft: 'info',
  submitted: 'primary',
  approved: 'accent',
  rejected: 'danger',
  completed: 'success',
};

export function EvaluationStatusBadge({ status }: { status: EvaluationStatus }) {
  const { t } = useTranslation('evaluations');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
