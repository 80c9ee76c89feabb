import { useTranslation } from 'react-i18next';
import { GaugeIcon } from '../../../components/ui/icons';
import { checkinWindowTimes } from '../checkin-times';
import { CheckinStateCard } from './checkin-state-card';

/** Before the window opens at 9: when it opens, rather than a form that would refuse. */
export function CheckinClosed() {
  const { t, i18n } = useTranslation('checkin');
  return (
    <CheckinStateCard icon={<GaugeIcon className="size-7" />} title={t('closed.title')}>
      <p className="max-w-md text-fg-muted">
        {t('closed.description', checkinWindowTimes(i18n.resolvedLanguage ?? i18n.language))}
      </p>
    </CheckinStateCard>
  );
}
