import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import {
  SSO_UNKNOWN_PEOPLE,
  ssoConnectionFormSchema,
  type SsoConnection,
  type SsoConnectionInput,
  type SsoUnknownPeople,
} from '@tera/domain';
import { Form } from '../../../../components/ui/form/form';
import { SubmitButton } from '../../../../components/ui/form/submit-button';
import { TextField } from '../../../../components/ui/form/text-field';
import { TextareaField } from '../../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../../components/ui/form/use-app-form';
import { notify } from '../../../../lib/toast';
import { useSaveSingleSignOn } from '../../api/single-sign-on';

interface ConnectionFormValues {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  unknownPeople: SsoUnknownPeople;
  passwordSignIn: boolean;
  enabled: boolean;
}

const CHOICE = 'flex min-h-11 items-start gap-3 rounded-lg border border-border px-3 py-2 text-sm text-fg';

function valuesOf(connection: SsoConnection | null): ConnectionFormValues {
  return {
    issuer: connection?.issuer ?? '',
    clientId: connection?.clientId ?? '',
    clientSecret: '',
    domains: connection?.domains.join(', ') ?? '',
    unknownPeople: connection?.unknownPeople ?? 'refuse',
    passwordSignIn: connection?.passwordSignIn ?? true,
    enabled: connection?.enabled ?? true,
  };
}

function UnknownPeopleChoices() {
  const { t } = useTranslation('singleSignOn');
  const { register } = useFormContext<ConnectionFormValues>();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">{t('form.unknownPeople')}</legend>
      <div className="mt-2 grid gap-2">
        {SSO_UNKNOWN_PEOPLE.map((choice) => (
          <label key={choice} className={CHOICE}>
            <input type="radio" value={choice} className="mt-0.5 size-4" {...register('unknownPeople')} />
            {t(`form.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Toggles() {
  const { t } = useTranslation('singleSignOn');
  const { register } = useFormContext<ConnectionFormValues>();
  return (
    <div className="grid gap-2">
      <label className={CHOICE}>
        <input type="checkbox" className="mt-0.5 size-4" {...register('passwordSignIn')} />
        <span>
          {t('form.passwordSignIn')}
          <span className="block text-fg-muted">{t('form.passwordSignInHint')}</span>
        </span>
      </label>
      <label className={CHOICE}>
        <input type="checkbox" className="mt-0.5 size-4" {...register('enabled')} />
        {t('form.enabled')}
      </label>
    </div>
  );
}

/**
 * The provider's settings. Saving reads the provider's discovery document first, so a mistyped
 * issuer is said beside its field instead of failing the next person who signs in.
 */
export function ConnectionForm({ slug, connection }: { slug: string; connection: SsoConnection | null }) {
  const { t } = useTranslation('singleSignOn');
  const form = useAppForm<ConnectionFormValues, SsoConnectionInput>({
    schema: ssoConnectionFormSchema,
    defaultValues: valuesOf(connection),
  });
  const save = useSaveSingleSignOn(slug);

  async function submit(values: SsoConnectionInput) {
    const saved = await save.mutateAsync(values);
    form.reset(valuesOf(saved.connection));
    notify.success(t('form.saved'));
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-5" aria-label={t('title')}>
      <TextField<ConnectionFormValues>
        name="issuer"
        label={t('form.issuer')}
        hint={t('form.issuerHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        isRequired
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<ConnectionFormValues>
          name="clientId"
          label={t('form.clientId')}
          autoComplete="off"
          isRequired
        />
        <TextField<ConnectionFormValues>
          name="clientSecret"
          label={t('form.clientSecret')}
          hint={connection ? t('form.clientSecretKeep') : t('form.clientSecretHint')}
          type="password"
          autoComplete="new-password"
          isRequired={!connection}
        />
      </div>
      <TextareaField<ConnectionFormValues>
        name="domains"
        label={t('form.domains')}
        hint={t('form.domainsHint')}
        rows={2}
        autoCapitalize="none"
        spellCheck={false}
        isRequired
      />
      <UnknownPeopleChoices />
      <Toggles />
      <SubmitButton loadingText={t('form.saving')}>{t('form.submit')}</SubmitButton>
    </Form>
  );
}
