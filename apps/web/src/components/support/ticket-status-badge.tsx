import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@tera/domain';
import { Badge, type BadgeTone } from '../ui/badge';

const TONES: Record<TicketStatus, BadgeTone> = {
  open: 'info',
  in_progress: 'primary',
  waiting_response: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
