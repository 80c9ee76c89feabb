import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsightKind } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { AlertTriangleIcon, CheckCircleIcon, SparklesIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import type { CheckinInsight } from '../hooks/use-checkin-insight';

function InsightItem({ kind }: { kind: InsightKind }) {
  const { t } = useTranslation('checkin');
  const balanced = kind === 'balanced';
  return (
    <li className={`flex gap-3 rounded-lg p-3 ${balanced ? 'bg-success-soft' : 'bg-warning-soft'}`}>
      {balanced ? (
        <CheckCircleIcon className="mt-0.5 text-success" />
      ) : (
        <AlertTriangleIcon className="mt-0.5 text-warning" />
      )}
      <div className="min-w-0">
        <h3 className="font-semibold text-fg">{t(`insight.kinds.${kind}.title`)}</h3>
        <p className="mt-1 text-sm text-fg">{t(`insight.kinds.${kind}.body`)}</p>
      </div>
    </li>
  );
}

/** The real-time analysis; its content is a polite live region, so a reader hears each result once. */
export function InsightCard({ insight }: { insight: CheckinInsight }) {
  const { t } = useTranslation('checkin');
  const titleId = useId();
  return (
    <Card className="space-y-3" role="region" aria-labelledby={titleId}>
      <div className="flex items-center gap-2">
        <SparklesIcon className="text-primary" />
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {t('insight.title')}
        </h2>
        <Badge tone="primary">{t('insight.badge')}</Badge>
      </div>
      <div aria-live="polite" aria-busy={insight.phase === 'analysing'}>
        {insight.phase === 'idle' && <p className="text-sm text-fg-muted">{t('insight.idle')}</p>}
        {insight.phase === 'analysing' && (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner className="size-4 text-primary" />
            {t('insight.analysing')}
          </p>
        )}
        {insight.phase === 'ready' && (
          <ul className="space-y-2">
            {insight.kinds.map((kind) => (
              <InsightItem key={kind} kind={kind} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
