import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/error-message';

export function UsageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('usage');
  return (
    <Alert tone="danger" role="alert" title={t('loadError')}>
      <p>{describeError(error)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
