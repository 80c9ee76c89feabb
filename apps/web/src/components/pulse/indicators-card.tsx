import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '../ui/card';
import { DataTableToggle } from '../ui/data-table-toggle';
import { ChartWhenNear } from './chart-when-near';
import { INDICATOR_ORDER, INDICATOR_STYLES, type IndicatorPoint } from './indicator-series';
import { useShortDate } from '../../lib/use-short-date';

const IndicatorsChart = lazy(() => import('./indicators-chart'));

interface IndicatorsCardProps {
  title: string;
  description: string;
  points: readonly IndicatorPoint[];
  emptyText: string;
  missingText: string;
}

/** Energy, mental pressure, personal concerns and motivation over days, as a chart and a table. */
export function IndicatorsCard({ title, description, points, emptyText, missingText }: IndicatorsCardProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('checkin');
  const shortDate = useShortDate();
  const titleId = useId();
  const hasData = points.some((point) => point.energy !== null);
  const label = (name: (typeof INDICATOR_ORDER)[number]) =>
    tc(`indicator.${INDICATOR_STYLES[name].checkinKey}.label`);
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <div>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      {!hasData ? (
        <p className="rounded-lg bg-surface-muted p-4 text-sm text-fg-muted">{emptyText}</p>
      ) : (
        <>
          <ChartWhenNear sizeClassName="h-64 w-full">
            <IndicatorsChart points={points} />
          </ChartWhenNear>
          <DataTableToggle
            caption={title}
            columns={[t('table.date'), ...INDICATOR_ORDER.map(label)]}
            rows={() =>
              points.map((point) => ({
                key: point.date,
                cells: [shortDate(point.date), ...INDICATOR_ORDER.map((name) => point[name] ?? missingText)],
              }))
            }
          />
        </>
      )}
    </Card>
  );
}
