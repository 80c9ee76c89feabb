import { useTranslation } from 'react-i18next';
import type { ComponentStatus, FeatureStatus, SystemIssue } from '@tera/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { CheckCircleIcon, XCircleIcon } from '../../../components/ui/icons';

const LIST_CLASSES = 'divide-y divide-border rounded-xl border border-border bg-surface';

function statusTone(component: ComponentStatus): BadgeTone {
  if (component.status === 'ok') return 'success';
  return component.critical || component.status === 'error' ? 'danger' : 'warning';
}

export function ComponentList({ components }: { components: ComponentStatus[] }) {
  const { t } = useTranslation('system');
  return (
    <ul className={LIST_CLASSES}>
      {components.map((component) => (
        <li key={component.name} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4">
          <div className="min-w-0">
            <p className="font-medium text-fg">{t(`components.${component.name}`)}</p>
            <p className="text-sm text-fg-muted">{component.critical ? t('critical') : t('optional')}</p>
            {component.detail && (
              <p className="mt-1 font-mono text-xs break-all text-fg-muted">{component.detail}</p>
            )}
          </div>
          <Badge tone={statusTone(component)}>{t(`componentStatus.${component.status}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function FeatureList({ features }: { features: FeatureStatus[] }) {
  const { t } = useTranslation('system');
  return (
    <ul className={LIST_CLASSES}>
      {features.map((feature) => (
        <li key={feature.name} className="flex items-center justify-between gap-4 p-4">
          <p className="font-medium text-fg">{t(`features.${feature.name}`)}</p>
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-fg">
            {feature.enabled ? (
              <CheckCircleIcon className="size-4 text-success" />
            ) : (
              <XCircleIcon className="size-4 text-fg-muted" />
            )}
            {feature.enabled ? t('featureState.enabled') : t('featureState.disabled')}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function IssueList({ issues }: { issues: SystemIssue[] }) {
  const { t } = useTranslation('system');
  if (issues.length === 0) {
    return <p className="rounded-xl border border-border bg-surface p-4 text-fg-muted">{t('noIssues')}</p>;
  }
  return (
    <ul className={LIST_CLASSES}>
      {issues.map((issue) => (
        <li key={`${issue.component}-${issue.message}`} className="space-y-1.5 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={issue.severity === 'critical' ? 'danger' : 'warning'}>
              {t(`severity.${issue.severity}`)}
            </Badge>
            <span className="text-sm font-medium text-fg">{t(`components.${issue.component}`)}</span>
          </div>
          <p className="text-sm text-fg">{issue.message}</p>
        </li>
      ))}
    </ul>
  );
}
