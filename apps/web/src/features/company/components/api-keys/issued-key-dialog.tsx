import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedApiKey } from '@tera/domain';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { notify } from '../../../../lib/toast';

/**
 * The one moment a key is shown: it stays on screen until the admin says it is saved, and only a
 * deliberate button closes it, so a stray click outside or Escape cannot lose it.
 */
export function IssuedKeyDialog({ issued, onDone }: { issued: IssuedApiKey | null; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const fieldId = useId();

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('issued.copied'));
    } catch {
      notify.error(t('issued.copyFailed'));
    }
  }

  return (
    <Dialog open={issued !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent
        closeLabel={t('issued.close')}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => event.preventDefault()}
      >
        <DialogTitle>{t('issued.title')}</DialogTitle>
        <DialogDescription>{t('issued.description')}</DialogDescription>
        {issued && (
          <div className="mt-5 space-y-3">
            <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
              {t('issued.label', { name: issued.key.name })}
            </label>
            <input
              id={fieldId}
              readOnly
              value={issued.secret}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-lg border border-border bg-bg-subtle px-3 py-2 font-mono text-sm break-all text-fg"
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onDone}>
                {t('issued.done')}
              </Button>
              <Button onClick={() => void copy(issued.secret)}>{t('issued.copy')}</Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
