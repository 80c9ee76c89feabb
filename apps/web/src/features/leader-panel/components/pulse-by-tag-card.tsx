import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamPulseResponse } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { useShortDate } from '../../../lib/use-short-date';

type ByTag = TeamPulseResponse['byTag'];

/** Pulse on check-ins with each context tag against the others, over the last complete weeks. */
export function PulseByTagCard({ byTag }: { byTag: ByTag }) {
  const { t } = useTranslation('leaderPanel');
  const { t: tc } = useTranslation('contextTags');
  const shortDate = useShortDate();
  const titleId = useId();
  const shown = byTag.tags.filter((tag) => tag.pulse !== null && tag.otherPulse !== null);
  const withheld = byTag.tags.filter((tag) => tag.withheld !== null);
  const tagName = (tag: string) => tc(`options.${tag}` as 'options.remote', { defaultValue: tag });
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <div>
        <CardTitle id={titleId}>{t('tags.title')}</CardTitle>
        <CardDescription>
          {t('tags.description', { from: shortDate(byTag.from), to: shortDate(byTag.to) })}
        </CardDescription>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">{t('tags.none')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {shown.map((tag) => {
            const difference = tag.pulse! - tag.otherPulse!;
            return (
              <li key={`${tag.group}:${tag.tag}`} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-fg">{tagName(tag.tag)}</p>
                  <p className="text-xs text-fg-muted">
                    {t('tags.figures', { pulse: tag.pulse, other: tag.otherPulse, count: tag.answers ?? 0 })}
                  </p>
                </div>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums ${
                    difference >= 0 ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
                  }`}
                >
                  {t('tags.difference', { value: difference > 0 ? `+${difference}` : String(difference) })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {withheld.length > 0 && (
        <p className="text-xs text-fg-muted">
          {t('tags.withheld', { tags: withheld.map((tag) => tagName(tag.tag)).join(', ') })}
        </p>
      )}
    </Card>
  );
}
