import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport as ImportReportData } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { FileField } from '../../../components/ui/form/file-field';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { FORM_MESSAGE } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';
import { useImportInvitationsMutation } from '../api/company-invitations';
import { ImportReport } from './import-report';

interface ImportValues {
  file: File | null;
  pasted: string;
}

/** The import's own refusals in the catalogue's words; any other failure in the error catalogue's. */
function describeImportFailure(error: unknown): string {
  const reason = isApiError(error) ? error.reason : undefined;
  return reason === 'IMPORT_TOO_LARGE' || reason === 'IMPORT_EMPTY'
    ? refusalText(reason)
    : describeError(error);
}

interface InvitationImportProps {
  slug: string;
  onSeatLimit: (rowsLeftOut: number) => void;
}

/** CSV import from a file or pasted text, with the server's report row by row. */
export function InvitationImport({ slug, onSeatLimit }: InvitationImportProps) {
  const { t } = useTranslation('invitations');
  const mutation = useImportInvitationsMutation(slug);
  const form = useAppForm<ImportValues>({ defaultValues: { file: null, pasted: '' } });
  const [report, setReport] = useState<ImportReportData | null>(null);

  async function submit({ file, pasted }: ImportValues) {
    const csv = file ? await file.text() : pasted;
    if (csv.trim() === '') {
      form.setError(FORM_MESSAGE, { type: 'required', message: refusalText('IMPORT_EMPTY') });
      return;
    }
    setReport(await mutation.mutateAsync(csv));
  }

  return (
    <Card>
      <CardTitle className="text-xl">{t('import.title')}</CardTitle>
      <CardDescription>{t('import.lead')}</CardDescription>
      <Form
        form={form}
        onSubmit={submit}
        failure={{ describe: describeImportFailure }}
        className="mt-4 space-y-4"
      >
        <FileField<ImportValues>
          name="file"
          label={t('import.file')}
          chooseLabel={t('import.chooseFile')}
          emptyLabel={t('import.noFile')}
          accept=".csv,text/csv"
        />
        <TextareaField<ImportValues>
          name="pasted"
          label={t('import.paste')}
          rows={5}
          spellCheck={false}
          placeholder="email,role,team,leader_email"
          controlClassName="font-mono text-sm"
        />
        <FormAlert />
        <SubmitButton loadingText={t('import.importing')}>{t('import.submit')}</SubmitButton>
      </Form>
      {report && <ImportReport report={report} onSeatLimit={onSeatLimit} />}
    </Card>
  );
}
