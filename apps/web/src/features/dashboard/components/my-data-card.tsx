import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { DownloadIcon } from '../../../components/ui/icons';
import { exportUrl } from '../api/own-data';

// The dashboard is every person's first screen, and few erase their data: the dialog's code comes
// when the button is reached (pointer or keyboard), not with the page.
const loadEraseDialog = () => import('./erase-data-dialog');
const EraseDataDialog = lazy(() => loadEraseDialog().then((module) => ({ default: module.EraseDataDialog })));

/** The person's own data: a copy of every check-in in JSON or CSV, or all of it erased. */
export function MyDataCard() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const eraseButton = useRef<HTMLButtonElement>(null);

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div>
        <CardTitle id={titleId}>{t('data.title')}</CardTitle>
        <CardDescription>{t('data.description')}</CardDescription>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={exportUrl('json')} download className={buttonClasses({ variant: 'secondary' })}>
          <DownloadIcon /> {t('data.exportJson')}
        </a>
        <a href={exportUrl('csv')} download className={buttonClasses({ variant: 'secondary' })}>
          <DownloadIcon /> {t('data.exportCsv')}
        </a>
      </div>
      <div className="border-t border-border pt-4">
        <Button
          ref={eraseButton}
          variant="danger"
          onPointerEnter={() => void loadEraseDialog()}
          onFocus={() => void loadEraseDialog()}
          onClick={() => setConfirming(true)}
        >
          {t('data.delete')}
        </Button>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <EraseDataDialog onClose={() => setConfirming(false)} returnFocusTo={eraseButton} />
        </Suspense>
      )}
    </Card>
  );
}
