import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

/** Check-ins of earlier days still on this device: they will be sent, and the person knows it. */
export function PendingCheckinsNotice({ count }: { count: number }) {
  const { t } = useTranslation('checkin');
  return (
    <Alert tone="info" className="mb-4">
      {t('pending.olderDays', { count })}
    </Alert>
  );
}
