import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { INDICATOR_STYLES, INDICATOR_ORDER, type IndicatorPoint } from './indicator-series';
import { IsolatedDot, ISOLATED_DOT_RADIUS } from './isolated-dot';
import { useShortDate } from '../../lib/use-short-date';

/**
 * The four indicators over days, each with its own colour and dash so they part without colour.
 * Drawn for sighted readers only: the card around it gives the figures as a table.
 */
export default function IndicatorsChart({ points }: { points: readonly IndicatorPoint[] }) {
  const { t } = useTranslation('checkin');
  const shortDate = useShortDate();
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          accessibilityLayer={false}
          data={points as IndicatorPoint[]}
          margin={{ top: 8, right: 8, bottom: 0, left: -28 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--tera-border)" vertical={false} />
          <XAxis
            dataKey="date"
            // A dot on the first or last day stays clear of the y-axis and of the edge.
            padding={{ left: 2 * ISOLATED_DOT_RADIUS, right: 2 * ISOLATED_DOT_RADIUS }}
            tickFormatter={shortDate}
            tick={{ fontSize: 11, fill: 'var(--tera-fg-muted)' }}
            minTickGap={24}
            tickLine={false}
          />
          <YAxis
            domain={[1, 10]}
            ticks={[1, 4, 7, 10]}
            // Room below 1 and above 10, so a line or dot at either end stays off the axis and the edge.
            padding={{ top: 2 * ISOLATED_DOT_RADIUS, bottom: 2 * ISOLATED_DOT_RADIUS }}
            tick={{ fontSize: 11, fill: 'var(--tera-fg-muted)' }}
            tickLine={false}
          />
          <Tooltip
            labelFormatter={(label) => shortDate(String(label))}
            contentStyle={{
              background: 'var(--tera-surface)',
              border: '1px solid var(--tera-border)',
              borderRadius: 8,
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {INDICATOR_ORDER.map((indicator) => (
            <Line
              key={indicator}
              type="monotone"
              dataKey={indicator}
              name={t(`indicator.${INDICATOR_STYLES[indicator].checkinKey}.label`)}
              stroke={INDICATOR_STYLES[indicator].color}
              strokeDasharray={INDICATOR_STYLES[indicator].dash}
              strokeWidth={2}
              dot={IsolatedDot}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
