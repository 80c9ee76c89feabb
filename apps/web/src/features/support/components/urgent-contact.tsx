import { useTranslation } from 'react-i18next';
import { RESPONSE_HOURS, TICKET_PRIORITIES } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';

/** The response each priority can expect (docs/product/support.md#urgent-contact). */
export function UrgentContact() {
  const { t } = useTranslation('support');
  return (
    <Card>
      <CardTitle className="text-lg">{t('urgent.title')}</CardTitle>
      <p className="mt-2 text-sm text-fg-muted">{t('form.urgentHint')}</p>
      <p className="mt-3 text-sm text-fg">{t('urgent.intro')}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {[...TICKET_PRIORITIES].reverse().map((priority) => {
          const hours = RESPONSE_HOURS[priority];
          return (
            <div key={priority} className="contents">
              <dt className="font-semibold text-fg">{t(`priorities.${priority}`)}</dt>
              <dd className="text-fg-muted">
                {hours === null ? t('urgent.immediate') : t('urgent.hours', { count: hours })}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
