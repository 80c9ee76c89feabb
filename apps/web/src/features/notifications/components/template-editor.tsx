import { useId, useRef, useState, type FocusEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_TYPES,
  SUPPORTED_LANGUAGES,
  TEMPLATE_NAME_MAX,
  templateInputSchema,
  type SupportedLanguage,
  type TemplateInput,
} from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { Card, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import type { FailureOptions } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { notify } from '../../../lib/toast';
import { useSaveTemplateMutation } from '../api/templates';
import { failureText } from './failure-text';
import { SendTestButton } from './send-test-button';
import { templateProblems, type TemplatePart } from './template-problems';
import { TemplatePreview } from './template-preview';
import { useLivePreview } from './use-live-preview';
import { VariableChips } from './variable-chips';

type ContentField = `content.${SupportedLanguage}.${TemplatePart}`;
// A template a schedule names keeps its type: the refusal is said beside the type.
const REASON_FIELDS: FailureOptions<TemplateInput>['reasonFields'] = { TEMPLATE_IN_USE: 'type' };
const CONTENT_FIELD = /^content\.(es|en)\.(subject|html|text)$/;

interface TemplateEditorProps {
  slug: string;
  /** The template being changed; null for a new one (a copy included). */
  id: string | null;
  initial: TemplateInput;
  onDone: () => void;
}

/** Name, type and both languages' versions of a template, beside a preview that follows the typing. */
export function TemplateEditor({ slug, id, initial, onDone }: TemplateEditorProps) {
  const { t } = useTranslation('notifications');
  const defaultLabelId = useId();
  const [language, setLanguage] = useState<SupportedLanguage>('es');
  const mutation = useSaveTemplateMutation(slug);
  const form = useAppForm<TemplateInput>({ schema: templateInputSchema, defaultValues: initial });
  const type = useWatch({ control: form.control, name: 'type' });
  const live = useLivePreview(slug, form.control, language);
  const lastField = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  const problemOf = (part: TemplatePart) =>
    live.problems.find((problem) => problem.language === language && problem.part === part)?.message;

  function rememberField(event: FocusEvent<HTMLElement>) {
    const target = event.target;
    const isText = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    if (isText && CONTENT_FIELD.test(target.name)) lastField.current = target;
  }

  function insertVariable(variable: string) {
    const remembered = lastField.current;
    const element =
      remembered?.isConnected && remembered.name.startsWith(`content.${language}.`) ? remembered : null;
    const name = (element?.name ?? `content.${language}.html`) as ContentField;
    const value = form.getValues(name);
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const token = `{{ ${variable} }}`;
    form.setValue(name, value.slice(0, start) + token + value.slice(end), { shouldDirty: true });
    const caret = start + token.length;
    requestAnimationFrame(() => {
      const target = element ?? document.querySelector<HTMLTextAreaElement>(`[name="${name}"]`);
      target?.focus();
      target?.setSelectionRange(caret, caret);
    });
  }

  async function submit(values: TemplateInput) {
    try {
      await mutation.mutateAsync({ id, template: values });
    } catch (error) {
      const problems = templateProblems(error);
      for (const problem of problems) {
        form.setError(`content.${problem.language}.${problem.part}`, {
          type: 'server',
          message: problem.message,
        });
      }
      if (problems[0]) setLanguage(problems[0].language);
      throw error;
    }
    notify.success(t('templates.saved', { name: values.name }));
    onDone();
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <Card className="min-w-0">
        <CardTitle className="text-xl">{t(id ? 'templates.editTitle' : 'templates.newTitle')}</CardTitle>
        <Form
          form={form}
          onSubmit={submit}
          failure={{
            reasonFields: REASON_FIELDS,
            describe: (error, placed) =>
              placed ? null : t('templates.saveError', { reason: failureText(error) }),
          }}
          onFocus={rememberField}
          className="mt-4 space-y-4"
        >
          <TextField<TemplateInput>
            name="name"
            label={t('templates.fields.name')}
            maxLength={TEMPLATE_NAME_MAX}
            isRequired
          />
          <SelectField<TemplateInput> name="type" label={t('templates.fields.type')} isRequired>
            {NOTIFICATION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </SelectField>
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
            <div>
              <p id={defaultLabelId} className="font-medium text-fg">
                {t('templates.fields.isDefault')}
              </p>
              <p className="mt-1 text-sm text-fg-muted">{t('templates.hints.isDefault')}</p>
            </div>
            <Controller
              control={form.control}
              name="isDefault"
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  onChange={field.onChange}
                  labelledBy={defaultLabelId}
                  ref={field.ref}
                />
              )}
            />
          </div>
          <Tabs value={language} onValueChange={(value) => setLanguage(value as SupportedLanguage)}>
            <TabsList aria-label={t('templates.languages')}>
              {SUPPORTED_LANGUAGES.map((code) => (
                <TabsTrigger key={code} value={code}>
                  {t(`languages.${code}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {SUPPORTED_LANGUAGES.map((code) => (
              <TabsContent key={code} value={code} className="space-y-4">
                <TextField<TemplateInput>
                  name={`content.${code}.subject`}
                  label={t('templates.fields.subject')}
                  liveError={problemOf('subject')}
                  isRequired
                />
                <TextareaField<TemplateInput>
                  name={`content.${code}.html`}
                  label={t('templates.fields.html')}
                  hint={t('templates.hints.html')}
                  liveError={problemOf('html')}
                  rows={10}
                  controlClassName="font-mono text-sm"
                  spellCheck={false}
                  isRequired
                />
                <TextareaField<TemplateInput>
                  name={`content.${code}.text`}
                  label={t('templates.fields.text')}
                  hint={t('templates.hints.text')}
                  liveError={problemOf('text')}
                  rows={8}
                  controlClassName="font-mono text-sm"
                  spellCheck={false}
                  isRequired
                />
              </TabsContent>
            ))}
          </Tabs>
          <VariableChips type={type} onInsert={insertVariable} />
          <FormAlert />
          <div className="flex flex-wrap gap-2">
            <SubmitButton loadingText={t('templates.saving')}>{t('templates.save')}</SubmitButton>
            <SendTestButton slug={slug} draft={live.draft} disabled={live.isEmpty} />
            <Button variant="ghost" onClick={onDone}>
              {t('cancel')}
            </Button>
          </div>
        </Form>
      </Card>
      <div className="min-w-0 lg:sticky lg:top-4">
        <TemplatePreview
          mail={live.preview.data}
          isFetching={live.preview.isFetching}
          error={live.preview.isError ? live.preview.error : null}
          hasFieldProblems={live.problems.length > 0}
          isEmpty={live.isEmpty}
        />
      </div>
    </div>
  );
}
