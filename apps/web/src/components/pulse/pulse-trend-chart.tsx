import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { pulseBand, type PulseBand } from '@tera/domain';
import { BAND_COLOR } from './band-colors';
import { useShortDate } from '../../lib/use-short-date';

export interface PulsePoint {
  date: string;
  pulse: number | null;
}

const BAND_AREAS: { band: PulseBand; from: number; to: number }[] = [
  { band: 'critical', from: 0, to: 50 },
  { band: 'good', from: 50, to: 75 },
  { band: 'excellent', from: 75, to: 100 },
];

interface DotProps {
  cx?: number;
  cy?: number;
  value?: number | null;
  index?: number;
}

function BandDot({ cx, cy, value, index }: DotProps) {
  if (cx === undefined || cy === undefined || value === null || value === undefined) return <g key={index} />;
  return (
    <circle
      key={index}
      cx={cx}
      cy={cy}
      r={4}
      fill={BAND_COLOR[pulseBand(value)]}
      stroke="var(--tera-surface)"
      strokeWidth={1.5}
    />
  );
}

/**
 * TeraPulse over days, on the three band areas. Drawn for sighted readers only: the card around
 * it gives the same figures as text and as a table.
 */
export default function PulseTrendChart({ points }: { points: readonly PulsePoint[] }) {
  const { t } = useTranslation('dashboard');
  const shortDate = useShortDate();
  return (
    <div aria-hidden="true" className="h-56 w-full sm:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          accessibilityLayer={false}
          data={points as PulsePoint[]}
          margin={{ top: 8, right: 8, bottom: 0, left: -20 }}
        >
          {BAND_AREAS.map(({ band, from, to }) => (
            <ReferenceArea
              key={band}
              y1={from}
              y2={to}
              fill={BAND_COLOR[band]}
              fillOpacity={0.08}
              ifOverflow="hidden"
            />
          ))}
          <CartesianGrid strokeDasharray="3 3" stroke="var(--tera-border)" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            tick={{ fontSize: 11, fill: 'var(--tera-fg-muted)' }}
            minTickGap={24}
            tickLine={false}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tick={{ fontSize: 11, fill: 'var(--tera-fg-muted)' }}
            tickLine={false}
          />
          <Tooltip
            formatter={(value) => [value as number, t('pulse.name')]}
            labelFormatter={(label) => shortDate(String(label))}
            contentStyle={{
              background: 'var(--tera-surface)',
              border: '1px solid var(--tera-border)',
              borderRadius: 8,
            }}
          />
          <Line
            type="monotone"
            dataKey="pulse"
            stroke="var(--tera-fg-muted)"
            strokeWidth={2}
            dot={BandDot}
            activeDot={{ r: 6 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
