import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TEMPLATES, normaliseLanguage, type Template, type TemplateInput } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeError } from '../../../lib/error-message';
import { useTemplatesQuery } from '../api/templates';
import { TemplateEditor } from './template-editor';
import { TemplateItem } from './template-item';

interface Editing {
  id: string | null;
  initial: TemplateInput;
}

const inputOf = ({ name, type, content, isDefault }: Template): TemplateInput => ({
  name,
  type,
  content,
  isDefault,
});

/** The templates, Tera's and the company's; one at a time is edited beside its live preview. */
export function TemplatesSection({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('notifications');
  const templates = useTemplatesQuery(slug);
  const [editing, setEditing] = useState<Editing | null>(null);
  const language = normaliseLanguage(i18n.language);

  if (editing) {
    return (
      <TemplateEditor key={editing.id ?? 'new'} slug={slug} {...editing} onDone={() => setEditing(null)} />
    );
  }
  if (templates.isError) {
    return (
      <Alert tone="danger" role="alert" title={t('templates.loadError')}>
        <p>{describeError(templates.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void templates.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!templates.data) {
    return (
      <div role="status" aria-label={t('templates.loading')}>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const fresh = (): Editing => ({
    id: null,
    initial: {
      name: '',
      type: 'daily_reminder',
      content: DEFAULT_TEMPLATES.daily_reminder.content,
      isDefault: false,
    },
  });
  const copyOf = (template: Template): Editing => ({
    id: null,
    initial: {
      ...inputOf(template),
      name: t('templates.copyName', {
        name: template.builtIn ? DEFAULT_TEMPLATES[template.type].name[language] : template.name,
      }),
      isDefault: false,
    },
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-fg-muted">{t('templates.lead')}</p>
        <Button onClick={() => setEditing(fresh())}>{t('templates.new')}</Button>
      </div>
      <Card>
        <ul aria-label={t('tabs.templates')}>
          {templates.data.templates.map((template) => (
            <TemplateItem
              key={template.id}
              slug={slug}
              template={template}
              onEdit={() => setEditing({ id: template.id, initial: inputOf(template) })}
              onCopy={() => setEditing(copyOf(template))}
            />
          ))}
        </ul>
      </Card>
    </div>
  );
}
