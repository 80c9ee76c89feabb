import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyAnalyticsResponse, IndicatorName, PeriodSummaryResponse } from '@tera/domain';
import { INDICATOR_ORDER, INDICATOR_STYLES } from '../../../components/pulse/indicator-series';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { useShortDate } from '../../../lib/use-short-date';
import { HIGHER_IS_BETTER } from './indicator-goodness';

interface Row {
  key: string;
  label: string;
  current: number | null;
  previous: number | null;
  format: (value: number) => string;
  higherIsBetter: boolean | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The period against the one before it, measure by measure, as a table every reader can follow. */
export function PeriodComparisonCard({ analytics }: { analytics: CompanyAnalyticsResponse }) {
  const { t } = useTranslation('companyAdmin');
  const { t: tc } = useTranslation('checkin');
  const shortDate = useShortDate();
  const titleId = useId();
  const { current, previous } = analytics;
  const percent = (value: number) => t('analytics.percent', { value });
  const indicator = (summary: PeriodSummaryResponse, name: IndicatorName) =>
    summary.indicators?.[name] ?? null;
  const rows: Row[] = [
    {
      key: 'pulse',
      label: t('analytics.pulse'),
      current: current.pulse,
      previous: previous.pulse,
      format: String,
      higherIsBetter: true,
    },
    {
      key: 'participation',
      label: t('analytics.participation'),
      current: current.participation,
      previous: previous.participation,
      format: percent,
      higherIsBetter: true,
    },
    ...INDICATOR_ORDER.map((name) => ({
      key: name,
      label: tc(`indicator.${INDICATOR_STYLES[name].checkinKey}.label`),
      current: indicator(current, name),
      previous: indicator(previous, name),
      format: (value: number) => value.toFixed(1),
      higherIsBetter: HIGHER_IS_BETTER[name],
    })),
    {
      key: 'answers',
      label: t('analytics.answers'),
      current: current.answered,
      previous: previous.answered,
      format: String,
      higherIsBetter: null,
    },
    {
      key: 'days',
      label: t('analytics.shownDays'),
      current: current.shownDays,
      previous: previous.shownDays,
      format: String,
      higherIsBetter: null,
    },
  ];
  const change = (row: Row) => {
    if (row.current === null || row.previous === null) return '—';
    const delta = round1(row.current - row.previous);
    const signed = delta > 0 ? `+${delta}` : String(delta);
    if (row.higherIsBetter === null) return signed;
    const verdict = delta === 0 ? 'same' : delta > 0 === row.higherIsBetter ? 'better' : 'worse';
    return `${signed} (${t(`analytics.${verdict}`)})`;
  };
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <div>
        <CardTitle id={titleId}>{t('analytics.comparisonTitle')}</CardTitle>
        <CardDescription>
          {t('analytics.comparisonDescription', {
            from: shortDate(current.from),
            to: shortDate(current.to),
            days: analytics.period,
          })}
        </CardDescription>
      </div>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('analytics.comparisonTitle')}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('analytics.comparisonTitle')}</caption>
          <thead className="text-fg-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('analytics.measure')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('analytics.current')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('analytics.previous')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('analytics.change')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-3 font-medium text-fg">
                  {row.label}
                </th>
                <td className="py-2 pr-3 tabular-nums">
                  {row.current === null ? '—' : row.format(row.current)}
                </td>
                <td className="py-2 pr-3 tabular-nums">
                  {row.previous === null ? '—' : row.format(row.previous)}
                </td>
                <td className="py-2 tabular-nums">{change(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
