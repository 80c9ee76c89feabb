import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pulseBand } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../ui/card';
import { DataTableToggle } from '../ui/data-table-toggle';
import { ChartWhenNear } from './chart-when-near';
import type { PulsePoint } from './pulse-trend-chart';
import { useShortDate } from '../../lib/use-short-date';

const PulseTrendChart = lazy(() => import('./pulse-trend-chart'));

interface PulseTrendCardProps {
  title: string;
  description: string;
  points: readonly PulsePoint[];
  /** Said instead of the chart when no day has a figure. */
  emptyText: string;
  /** What a day without a figure is called in the table. */
  missingText: string;
}

/** A TeraPulse trend: the chart, a sentence with its mean, and the figures as a table. */
export function PulseTrendCard({ title, description, points, emptyText, missingText }: PulseTrendCardProps) {
  const { t } = useTranslation('dashboard');
  const shortDate = useShortDate();
  const titleId = useId();
  const shown = points.flatMap((point) => (point.pulse === null ? [] : [point.pulse]));
  const mean =
    shown.length > 0 ? Math.round(shown.reduce((sum, value) => sum + value, 0) / shown.length) : null;
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <div>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      {mean === null ? (
        <p className="rounded-lg bg-surface-muted p-4 text-sm text-fg-muted">{emptyText}</p>
      ) : (
        <>
          <p className="text-sm text-fg">
            {t('trend.summary', { mean, band: t(`bands.${pulseBand(mean)}`), count: shown.length })}
          </p>
          <ChartWhenNear sizeClassName="h-56 w-full sm:h-64">
            <PulseTrendChart points={points} />
          </ChartWhenNear>
          <DataTableToggle
            caption={title}
            columns={[t('table.date'), t('pulse.name'), t('table.band')]}
            rows={() =>
              points.map((point) => ({
                key: point.date,
                cells: [
                  shortDate(point.date),
                  point.pulse ?? missingText,
                  point.pulse === null ? '' : t(`bands.${pulseBand(point.pulse)}`),
                ],
              }))
            }
          />
        </>
      )}
    </Card>
  );
}
