import { useTranslation } from 'react-i18next';
import type { LeaveStatus } from '@tera/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<LeaveStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  const { t } = useTranslation('leave');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
