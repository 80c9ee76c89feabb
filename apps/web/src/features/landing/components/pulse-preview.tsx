import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

const INDICATORS = [
  { key: 'energy', value: 7, tone: 'bg-primary' },
  { key: 'motivation', value: 8, tone: 'bg-primary' },
  { key: 'pressure', value: 4, tone: 'bg-accent' },
  { key: 'concerns', value: 3, tone: 'bg-accent' },
] as const;

// Thirty illustrative daily readings, drawn as a hand-made line: no chart library on the landing.
const TREND = [
  66, 68, 67, 70, 69, 71, 70, 72, 71, 73, 72, 74, 73, 72, 74, 75, 74, 76, 75, 77, 76, 75, 77, 78, 77, 76, 78,
  77, 79, 78,
];

function trendPath(width: number, height: number): string {
  const min = Math.min(...TREND) - 2;
  const max = Math.max(...TREND) + 2;
  return TREND.map((value, index) => {
    const x = (index / (TREND.length - 1)) * width;
    const y = height - ((value - min) / (max - min)) * height;
    return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  }).join(' ');
}

/** An illustration of the leader panel with example figures, labelled as an example. */
export function PulsePreview() {
  const { t } = useTranslation('landing');
  return (
    <figure
      aria-label={t('preview.label')}
      className="rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-fg-muted">{t('preview.teamPulse')}</p>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold text-fg">78</span>
            <span className="text-sm text-fg-muted">{t('preview.outOf')}</span>
          </p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <Badge tone="neutral">{t('preview.example')}</Badge>
          <Badge tone="success">{t('preview.excellent')}</Badge>
        </div>
      </div>
      <svg
        aria-hidden="true"
        viewBox="0 0 300 64"
        className="mt-4 h-16 w-full overflow-visible"
        preserveAspectRatio="none"
      >
        <path
          d={trendPath(300, 64)}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          className="stroke-primary"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <p className="mt-2 text-sm font-medium text-success">{t('preview.trend')}</p>
      <dl className="mt-5 space-y-3">
        {INDICATORS.map(({ key, value, tone }) => (
          <div key={key} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-fg-muted">{t(`preview.${key}`)}</dt>
            <dd className="font-semibold text-fg">{t('preview.scale', { value })}</dd>
            <dd aria-hidden="true" className="col-span-2 h-2 rounded-full bg-surface-muted">
              <div className={`h-2 rounded-full ${tone}`} style={{ width: `${value * 10}%` }} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex items-center justify-between rounded-xl bg-bg-subtle px-4 py-3 text-sm">
        <span className="text-fg-muted">{t('preview.participation')}</span>
        <span className="font-semibold text-fg">{t('preview.participationValue')}</span>
      </div>
    </figure>
  );
}
