import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../lib/toast';

/** The callback address the admin registers with the provider, ready to copy. */
export function RedirectAddress({ address }: { address: string }) {
  const { t } = useTranslation('singleSignOn');
  const fieldId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      notify.success(t('redirect.copied'));
    } catch {
      notify.error(t('redirect.copyFailed'));
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
        {t('redirect.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-lg border border-border bg-bg-subtle px-3 py-2 font-mono text-sm break-all text-fg"
        />
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {t('redirect.copy')}
        </Button>
      </div>
    </div>
  );
}
