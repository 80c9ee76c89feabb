import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderedMail } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { describeError } from '../../../lib/error-message';

interface TemplatePreviewProps {
  mail: RenderedMail | undefined;
  isFetching: boolean;
  /** Set when the draft could not be rendered: why, in words. */
  error: unknown;
  hasFieldProblems: boolean;
  isEmpty: boolean;
}

/**
 * The draft as a person would receive it, with example values. The HTML is shown in a sandbox
 * without scripts, forms or same-origin access, so nothing in a template can act on the app.
 */
export function TemplatePreview({
  mail,
  isFetching,
  error,
  hasFieldProblems,
  isEmpty,
}: TemplatePreviewProps) {
  const { t } = useTranslation('notifications');
  const textLabelId = useId();
  return (
    <Card
      role="region"
      aria-label={t('preview.title')}
      className="space-y-4"
      aria-busy={isFetching || undefined}
    >
      <div className="flex items-center justify-between gap-2">
        <CardTitle>{t('preview.title')}</CardTitle>
        {isFetching && (
          <span className="flex items-center gap-1.5 text-xs text-fg-muted">
            <Spinner className="size-4" />
            {t('preview.updating')}
          </span>
        )}
      </div>
      <p className="text-sm text-fg-muted">{t('preview.lead')}</p>
      {error !== null && (
        <Alert tone="danger" role="alert" title={t('preview.failed')}>
          <p>{hasFieldProblems ? t('preview.seeFields') : describeError(error)}</p>
        </Alert>
      )}
      {isEmpty && <p className="text-sm text-fg-muted">{t('preview.incomplete')}</p>}
      {mail && (
        <>
          <div>
            <p className="text-sm font-medium text-fg">{t('preview.subject')}</p>
            <p className="mt-1 rounded-lg bg-surface-muted px-3 py-2 text-fg wrap-anywhere">{mail.subject}</p>
          </div>
          <div>
            <p className="text-sm font-medium text-fg">{t('preview.html')}</p>
            <iframe
              sandbox=""
              srcDoc={mail.html}
              title={t('preview.htmlFrame')}
              className="mt-1 h-96 w-full rounded-lg border border-border bg-white"
            />
          </div>
          <div>
            <p id={textLabelId} className="text-sm font-medium text-fg">
              {t('preview.text')}
            </p>
            {/* A region a keyboard can reach, so a long text part can be scrolled. */}
            <pre
              role="region"
              tabIndex={0}
              aria-labelledby={textLabelId}
              className="mt-1 max-h-72 overflow-auto rounded-lg bg-surface-muted p-3 text-sm whitespace-pre-wrap text-fg wrap-anywhere"
            >
              {mail.text}
            </pre>
          </div>
        </>
      )}
    </Card>
  );
}
