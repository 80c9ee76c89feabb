import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/error-message';

/** The company figures failed to load: the reason in the reader's language and a retry. */
export function FiguresLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('companyAdmin');
  return (
    <Alert tone="danger" role="alert" title={t('loadError')}>
      <p>{describeError(error)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
