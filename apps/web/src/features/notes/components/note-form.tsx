import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  attachmentFileProblem,
  NOTE_ATTACHMENT_TYPES,
  NOTE_MOODS,
  noteInputSchema,
  type Note,
} from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { FileField } from '../../../components/ui/form/file-field';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';

interface NoteValues {
  title: string;
  content: string;
  mood: string;
  file: File | null;
}

/** The form's texts as the note schema reads them; a chosen file judged before it is sent. */
const noteFormSchema = z.preprocess(
  (values: NoteValues) => ({ ...values, mood: values.mood || null }),
  noteInputSchema.extend({
    file: z.custom<File | null>().superRefine((file, context) => {
      const problem = file ? attachmentFileProblem(file) : null;
      if (problem) context.addIssue({ code: 'custom', message: `notes:errors.${problem}` });
    }),
  }),
);
export type NoteFormOutput = z.output<typeof noteFormSchema>;

interface NoteFormProps {
  note?: Note;
  onSubmit: (values: NoteFormOutput) => Promise<void>;
  onCancel?: () => void;
}

/** Writes a new note (with an optional file) or rewrites one. */
export function NoteForm({ note, onSubmit, onCancel }: NoteFormProps) {
  const { t } = useTranslation('notes');
  const form = useAppForm<NoteValues, NoteFormOutput>({
    schema: noteFormSchema,
    defaultValues: {
      title: note?.title ?? '',
      content: note?.content ?? '',
      mood: note?.mood ?? '',
      file: null,
    },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await onSubmit(values);
        if (!note) form.reset();
      }}
      failure={{
        reasonFields: { ATTACHMENT_TYPE: 'file', ATTACHMENT_TOO_LARGE: 'file' },
        describe: describeError,
      }}
      className="grid gap-4"
    >
      <TextField name="title" label={t('form.title')} isRequired maxLength={120} />
      <TextareaField name="content" label={t('form.content')} rows={4} />
      <SelectField name="mood" label={t('form.mood')}>
        <option value="">{t('form.noMood')}</option>
        {NOTE_MOODS.map((mood) => (
          <option key={mood} value={mood}>
            {t(`moods.${mood}`)}
          </option>
        ))}
      </SelectField>
      {note ? null : (
        <FileField
          name="file"
          label={t('form.file')}
          chooseLabel={t('form.choose')}
          emptyLabel={t('form.noFile')}
          accept={NOTE_ATTACHMENT_TYPES.join(',')}
        />
      )}
      <FormAlert />
      <div className="flex flex-wrap gap-3">
        <SubmitButton loadingText={t('form.saving')}>{t('form.save')}</SubmitButton>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
