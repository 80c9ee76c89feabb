import { useTranslation } from 'react-i18next';
import type { IndicatorName } from '@tera/domain';
import { INDICATOR_STYLES } from '../../../components/pulse/indicator-series';
import { HIGHER_IS_BETTER } from './indicator-goodness';

/** An indicator's name, saying so where lower is better, since a table's numbers alone do not. */
export function IndicatorLabel({ name }: { name: IndicatorName }) {
  const { t } = useTranslation('companyAdmin');
  const { t: tc } = useTranslation('checkin');
  return (
    <>
      {tc(`indicator.${INDICATOR_STYLES[name].checkinKey}.label`)}
      {/* The space keeps the two apart in the name a screen reader gives the column. */}
      {!HIGHER_IS_BETTER[name] && (
        <>
          {' '}
          <span className="block text-xs font-normal text-fg-muted">({t('teams.lowerIsBetter')})</span>
        </>
      )}
    </>
  );
}
