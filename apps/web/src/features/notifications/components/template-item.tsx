import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Template } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { useDeleteTemplateMutation } from '../api/templates';
import { failureText } from './failure-text';

interface TemplateItemProps {
  slug: string;
  template: Template;
  onEdit: () => void;
  onCopy: () => void;
}

/** One template: Tera's own can only be copied; the company's are changed, copied or deleted. */
export function TemplateItem({ slug, template, onEdit, onCopy }: TemplateItemProps) {
  const { t } = useTranslation('notifications');
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteTemplateMutation(slug);
  const remove = () =>
    deletion.mutate(template.id, {
      onSuccess: () => notify.success(t('templates.deleted', { name: template.name })),
    });
  return (
    <li aria-label={template.name} className="space-y-3 border-t border-border py-4 first:border-t-0">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium text-fg">{template.name}</p>
        {template.builtIn && <Badge tone="info">{t('templates.builtIn')}</Badge>}
        {template.isDefault && !template.builtIn && <Badge tone="primary">{t('templates.default')}</Badge>}
      </div>
      <p className="text-sm text-fg-muted">{t(`types.${template.type}`)}</p>
      {confirming ? (
        <div
          role="group"
          aria-label={t('templates.confirmDelete', { name: template.name })}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm">{t('templates.confirmDelete', { name: template.name })}</span>
          <Button variant="danger" size="sm" isLoading={deletion.isPending} onClick={remove}>
            {t('confirmDelete')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {!template.builtIn && (
            <Button
              variant="secondary"
              size="sm"
              onClick={onEdit}
              aria-label={t('templates.editLabel', { name: template.name })}
            >
              {t('edit')}
            </Button>
          )}
          <Button
            variant={template.builtIn ? 'secondary' : 'ghost'}
            size="sm"
            onClick={onCopy}
            aria-label={t('templates.copyLabel', { name: template.name })}
          >
            {t('templates.copy')}
          </Button>
          {!template.builtIn && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={t('templates.deleteLabel', { name: template.name })}
            >
              {t('delete')}
            </Button>
          )}
        </div>
      )}
      {deletion.isError && (
        <Alert tone="danger" role="alert" title={t('templates.deleteError')}>
          <p>{failureText(deletion.error)}</p>
        </Alert>
      )}
    </li>
  );
}
