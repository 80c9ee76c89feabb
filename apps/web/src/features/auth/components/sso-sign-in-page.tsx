import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ssoStartSchema, type SsoStart } from '@tera/domain';
import { PageTitle } from '../../../components/layout/page-title';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { TextLink } from '../../../components/ui/text-link';
import { HomeWhenSignedIn } from '../../../lib/auth/home-when-signed-in';
import { startSingleSignOn } from '../api/auth-api';
import { AuthCard } from './auth-card';

/**
 * /auth/sso: the work address decides the company, and so its identity provider, where the
 * browser goes next (docs/product/single-sign-on.md#signing-in).
 */
export function SsoSignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const form = useAppForm<SsoStart>({
    schema: ssoStartSchema,
    defaultValues: { email: params.get('email') ?? '' },
  });

  async function submit(values: SsoStart) {
    const { url } = await startSingleSignOn(values.email);
    window.location.assign(url);
    // The page stays busy while the browser leaves for the provider.
    await new Promise(() => undefined);
  }

  return (
    <HomeWhenSignedIn>
      <AuthCard title={t('sso.title')} lead={t('sso.lead')}>
        <PageTitle page="singleSignOn" />
        <Form form={form} onSubmit={submit} className="space-y-4">
          <FormAlert />
          <TextField<SsoStart>
            name="email"
            label={t('sso.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            isRequired
          />
          <SubmitButton loadingText={t('sso.submitting')} className="w-full">
            {t('sso.submit')}
          </SubmitButton>
        </Form>
        <div className="mt-6 text-sm">
          <TextLink to="/auth">{t('sso.back')}</TextLink>
        </div>
      </AuthCard>
    </HomeWhenSignedIn>
  );
}
