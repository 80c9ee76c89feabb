import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@tera/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<SubscriptionStatus, BadgeTone> = {
  trial: 'info',
  active: 'success',
  past_due: 'warning',
  unpaid: 'danger',
  cancelled: 'danger',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus | null }) {
  const { t } = useTranslation('superAdmin');
  if (!status) return <Badge tone="neutral">{t('status.none')}</Badge>;
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
