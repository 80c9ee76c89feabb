import { useTranslation } from 'react-i18next';
import type { TemplateDraft } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { useSendTestMutation } from '../api/template-preview';
import { failureText } from './failure-text';

/** Sends the language being edited, as it stands, to the admin, and says where it went. */
export function SendTestButton({
  slug,
  draft,
  disabled,
}: {
  slug: string;
  draft: TemplateDraft;
  disabled: boolean;
}) {
  const { t } = useTranslation('notifications');
  const test = useSendTestMutation(slug);
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        isLoading={test.isPending}
        onClick={() => test.mutate(draft)}
      >
        {t('test.send')}
      </Button>
      <p role="status" className="w-full text-sm text-fg-muted empty:hidden">
        {test.isSuccess ? t('test.sent', { email: test.data.sentTo }) : ''}
      </p>
      {test.isError && (
        <p role="alert" className="w-full text-sm font-medium text-danger">
          {t('test.failed', { reason: failureText(test.error) })}
        </p>
      )}
    </>
  );
}
