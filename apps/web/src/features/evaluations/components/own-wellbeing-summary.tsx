import { useTranslation } from 'react-i18next';
import type { OwnWellbeingSummary as Summary } from '@tera/domain';

const INDICATORS = ['energy', 'motivation', 'mentalPressure', 'personalConcerns'] as const;

/** The wellbeing summary a person chose to attach to their self-assessment, as its readers see it. */
export function OwnWellbeingSummary({ summary, title }: { summary: Summary; title: string }) {
  const { t } = useTranslation('evaluations');
  return (
    <section aria-label={title} className="space-y-2 rounded-lg border border-border bg-bg-subtle p-3">
      <h4 className="text-sm font-semibold text-fg">{title}</h4>
      <p className="text-sm text-fg-muted">
        {t('self.wellbeingRange', { from: summary.from, to: summary.to, count: summary.days })}
      </p>
      {summary.pulse === null ? (
        <p className="text-sm text-fg">{t('self.wellbeingEmpty')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-fg-muted">{t('self.pulse')}</dt>
            <dd className="font-semibold text-fg">
              {summary.pulse} · {t(`self.band.${summary.band!}`)}
            </dd>
          </div>
          {INDICATORS.map((indicator) => (
            <div key={indicator}>
              <dt className="text-fg-muted">{t(`self.${indicator}`)}</dt>
              <dd className="font-semibold text-fg">{summary[indicator]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
