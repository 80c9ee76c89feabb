import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FileField } from '../../../components/ui/form/file-field';
import { LOGO_TYPES } from '@tera/domain';
import type { SettingsFormValues } from './settings-form-values';

/** The current logo, a new image to replace it, or its removal; nothing changes until saved. */
export function LogoFields({ current, companyName }: { current: string | null; companyName: string }) {
  const { t } = useTranslation('company');
  const { setValue } = useFormContext<SettingsFormValues>();
  const removeLogo = useWatch<SettingsFormValues, 'removeLogo'>({ name: 'removeLogo' });
  return (
    <div className="space-y-4">
      {current && !removeLogo ? (
        <img
          src={current}
          alt={t('home.logoAlt', { company: companyName })}
          className="size-20 rounded-lg border border-border bg-surface object-contain p-1"
        />
      ) : (
        <p className="text-sm text-fg-muted" role="status">
          {removeLogo ? t('settings.logo.removed') : t('settings.logo.noLogo')}
        </p>
      )}
      <FileField<SettingsFormValues>
        name="logoFile"
        label={t('settings.fields.logo')}
        chooseLabel={t('settings.logo.choose')}
        emptyLabel={t('settings.logo.none')}
        accept={LOGO_TYPES.join(',')}
      />
      <p className="text-sm text-fg-muted">{t('settings.hints.logo')}</p>
      {current && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => setValue('removeLogo', !removeLogo, { shouldDirty: true })}
        >
          {removeLogo ? t('settings.logo.undoRemove') : t('settings.logo.remove')}
        </Button>
      )}
    </div>
  );
}
