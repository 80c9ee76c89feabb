import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport as ImportReportData } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { useImportInvitationsMutation } from '../api/company-invitations';
import { ImportReport } from './import-report';

interface InvitationImportProps {
  slug: string;
  onSeatLimit: (rowsLeftOut: number) => void;
}

/** CSV import from a file or pasted text, with the server's report row by row. */
export function InvitationImport({ slug, onSeatLimit }: InvitationImportProps) {
  const { t } = useTranslation('invitations');
  const mutation = useImportInvitationsMutation(slug);
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReportData | null>(null);
  const fileInputId = useId();
  const fileLabelId = useId();
  const fileNameId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const csv = file ? await file.text() : pasted;
    if (csv.trim() === '') {
      setError(t('import.required'));
      return;
    }
    mutation.mutate(csv, {
      onSuccess: (result) => setReport(result),
      onError: (failure) => {
        if (isApiError(failure) && failure.reason === 'IMPORT_TOO_LARGE') setError(t('import.tooLarge'));
        else if (isApiError(failure) && failure.reason === 'IMPORT_EMPTY') setError(t('import.required'));
        else setError(describeError(failure));
      },
    });
  }

  return (
    <Card>
      <CardTitle className="text-xl">{t('import.title')}</CardTitle>
      <CardDescription>{t('import.lead')}</CardDescription>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
        <div>
          <p id={fileLabelId} className="mb-1.5 text-sm font-medium text-fg">
            {t('import.file')}
          </p>
          {/* The native control's own texts ignore the page language, so it is shown through a label. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={fileInputId}
              type="file"
              accept=".csv,text/csv"
              aria-labelledby={fileLabelId}
              aria-describedby={fileNameId}
              className="peer sr-only"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <label
              htmlFor={fileInputId}
              className={buttonClasses({
                variant: 'secondary',
                className:
                  'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
              })}
            >
              {t('import.chooseFile')}
            </label>
            <span id={fileNameId} className="text-sm break-all text-fg-muted">
              {file?.name ?? t('import.noFile')}
            </span>
          </div>
        </div>
        <Field label={t('import.paste')}>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              value={pasted}
              spellCheck={false}
              placeholder="email,role,team,leader_email"
              className="font-mono text-sm"
              onChange={(event) => setPasted(event.target.value)}
            />
          )}
        </Field>
        {error && (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" isLoading={mutation.isPending} loadingText={t('import.importing')}>
          {t('import.submit')}
        </Button>
      </form>
      {report && <ImportReport report={report} onSeatLimit={onSeatLimit} />}
    </Card>
  );
}
