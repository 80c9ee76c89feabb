import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ARTICLE_CATEGORIES, articleDraftSchema, type ArticleDraft, type ManagedArticle } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { notify } from '../../../lib/toast';
import { useSaveArticleMutation } from '../api/news-admin';
import { RichTextEditor } from './rich-text-editor';

interface EditorValues {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  featured: boolean;
  requiresConfirmation: boolean;
}

/** Tags are typed as one line, separated by commas, and checked as the list the server takes. */
const editorSchema = z.preprocess(
  (values: EditorValues) => ({
    ...values,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  }),
  articleDraftSchema,
);

const valuesOf = (article: ManagedArticle | null): EditorValues => ({
  title: article?.title ?? '',
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  category: article?.category ?? 'announcement',
  tags: article?.tags.join(', ') ?? '',
  featured: article?.featured ?? false,
  requiresConfirmation: article?.requiresConfirmation ?? false,
});

export function ArticleEditor({
  slug,
  article,
  onDone,
}: {
  slug: string;
  article: ManagedArticle | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('news');
  const mutation = useSaveArticleMutation(slug);
  const form = useAppForm<EditorValues, ArticleDraft>({
    schema: editorSchema,
    defaultValues: valuesOf(article),
  });

  async function submit(draft: ArticleDraft) {
    await mutation.mutateAsync({ id: article?.id ?? null, draft });
    notify.success(t('admin.editor.saved'));
    onDone();
  }

  return (
    <Card>
      <CardTitle className="text-xl">
        {article ? t('admin.editor.titleEdit') : t('admin.editor.titleNew')}
      </CardTitle>
      <Form form={form} onSubmit={submit} className="mt-4 grid gap-4">
        <TextField name="title" label={t('admin.editor.articleTitle')} isRequired />
        <TextareaField name="excerpt" label={t('admin.editor.excerpt')} rows={2} />
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('admin.editor.content')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="category" label={t('admin.editor.category')} isRequired>
            {ARTICLE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <TextField name="tags" label={t('admin.editor.tags')} />
        </div>
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" className="size-4" {...form.register('featured')} />
          {t('admin.editor.featured')}
        </label>
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" className="size-4" {...form.register('requiresConfirmation')} />
          {t('admin.editor.requiresConfirmation')}
        </label>
        <FormAlert />
        <div className="flex flex-wrap gap-2">
          <SubmitButton loadingText={t('admin.editor.saving')}>{t('admin.editor.save')}</SubmitButton>
          <Button variant="secondary" onClick={onDone}>
            {t('admin.editor.cancel')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
