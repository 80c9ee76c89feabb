import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PULSE_BANDS, type PulseBand, type TeamBreakdownResponse } from '@tera/domain';
import { BandBadge } from '../../../components/pulse/band-badge';
import { BAND_SOFT_CLASS } from '../../../components/pulse/band-colors';
import { INDICATOR_ORDER } from '../../../components/pulse/indicator-series';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { indicatorBand } from './indicator-goodness';
import { IndicatorLabel } from './indicator-label';
import { teamRows, useWithheldReason, type TeamRow } from './team-rows';

/** A figure on the colour of how good it is, the answers behind it under it. */
function HeatCell({
  band,
  value,
  word,
  answers,
}: {
  band: PulseBand;
  value: string;
  word?: string;
  answers: number;
}) {
  const { t } = useTranslation('companyAdmin');
  return (
    <td className={cn('rounded-md px-2 py-1.5 align-top', BAND_SOFT_CLASS[band])}>
      {/* Spaces between the lines, so a screen reader does not run them together. */}
      <span className="block text-base font-semibold tabular-nums">{value}</span>{' '}
      {word && (
        <>
          <span className="block text-xs font-semibold">{word}</span>{' '}
        </>
      )}
      <span className="block text-xs tabular-nums">{t('teams.answersCount', { count: answers })}</span>
    </td>
  );
}

function HeatRow({ row, withheld }: { row: TeamRow; withheld: string }) {
  const { t } = useTranslation('companyAdmin');
  const { t: td } = useTranslation('dashboard');
  const { figures } = row;
  return (
    <tr className={cn('print:break-inside-avoid', !figures && 'text-fg-muted')}>
      <th
        scope="row"
        className={cn('py-1.5 pr-2 align-top break-words', row.isCompany ? 'font-bold' : 'font-semibold')}
      >
        {row.name}
        {row.members !== null && (
          <>
            {' '}
            <span className="block text-xs font-normal text-fg-muted">
              {t('teams.membersCount', { count: row.members })}
            </span>
          </>
        )}
      </th>
      {figures ? (
        <>
          <HeatCell
            band={figures.band}
            value={String(figures.pulse)}
            word={td(`bands.${figures.band}`)}
            answers={figures.answered}
          />
          {INDICATOR_ORDER.map((name) => (
            <HeatCell
              key={name}
              band={indicatorBand(name, figures.indicators[name])}
              value={figures.indicators[name].toFixed(1)}
              answers={figures.answered}
            />
          ))}
        </>
      ) : (
        <td colSpan={1 + INDICATOR_ORDER.length} className="rounded-md bg-surface-muted px-2 py-1.5 text-sm">
          {withheld}
        </td>
      )}
    </tr>
  );
}

/**
 * Teams by TeraPulse and the four indicators, each cell painted by how good its figure is. The
 * figure is printed in every cell and the pulse's band named, so the colour is never all it says.
 */
export function TeamHeatMap({ breakdown }: { breakdown: TeamBreakdownResponse }) {
  const { t } = useTranslation('companyAdmin');
  const titleId = useId();
  const withheldReason = useWithheldReason(breakdown.threshold);
  const rows = teamRows(breakdown, { name: t('teams.company'), members: null });
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3 print:shadow-none">
      <div>
        <CardTitle id={titleId}>{t('executive.heatMapTitle')}</CardTitle>
        <CardDescription>{t('executive.heatMapDescription')}</CardDescription>
      </div>
      {/* Focusable, so a keyboard can scroll a table wider than a phone; paper shows it whole. */}
      <div
        className="overflow-x-auto print:overflow-visible"
        tabIndex={0}
        role="group"
        aria-label={t('executive.heatMapTitle')}
      >
        {/* Colours print too: without them the map loses what it is for. */}
        <table className="w-full border-separate border-spacing-1 text-left text-sm [print-color-adjust:exact] print:text-xs">
          <caption className="sr-only">{t('executive.heatMapTitle')}</caption>
          <thead className="align-bottom text-fg-muted">
            <tr>
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t('teams.team')}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t('analytics.pulse')}
              </th>
              {INDICATOR_ORDER.map((name) => (
                <th key={name} scope="col" className="px-2 py-1.5 font-medium">
                  <IndicatorLabel name={name} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <HeatRow key={row.key} row={row} withheld={withheldReason(row)} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-xs text-fg-muted [print-color-adjust:exact]">
        {t('executive.legend')}:
        {PULSE_BANDS.map((band) => (
          <BandBadge key={band} band={band} />
        ))}
      </p>
    </Card>
  );
}
