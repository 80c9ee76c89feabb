import { useTranslation } from 'react-i18next';
import type { AdminOutboxItem } from '@tera/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<AdminOutboxItem['status'], BadgeTone> = {
  queued: 'neutral',
  sent: 'success',
  failed: 'danger',
};

export function MailStatusBadge({ status }: { status: AdminOutboxItem['status'] }) {
  const { t } = useTranslation('superAdmin');
  return <Badge tone={TONES[status]}>{t(`mailStatus.${status}`)}</Badge>;
}
