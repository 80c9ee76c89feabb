import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { Loading } from '../../../components/ui/loading';
import { updateProfile } from '../api/auth-api';
import { useAuth } from '../../../lib/auth/auth-context';
import { CONFIRMATION_FAILED_STATE } from '../../../lib/auth/sign-in-arrival';
import { authFailureText } from '../auth-failure-text';
import { AuthCard } from './auth-card';
import { TimeZoneSelect } from './time-zone-select';
import { PageTitle } from '../../../components/layout/page-title';

interface ProfileValues {
  fullName: string;
  jobTitle: string;
  department: string;
  timeZone: string;
}

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

export function OnboardingPage() {
  const auth = useAuth();
  // A confirmation link lands here; one that failed says why on its way to sign-in.
  const [params] = useSearchParams();
  if (!auth.initialized) return <Loading />;
  if (!auth.profile)
    return (
      <Navigate
        to="/auth?from=%2Fonboarding"
        state={params.has('error') ? CONFIRMATION_FAILED_STATE : undefined}
        replace
      />
    );
  return <OnboardingForm />;
}

function OnboardingForm() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const profile = auth.profile!;
  const form = useAppForm({
    defaultValues: {
      fullName: profile.fullName,
      jobTitle: profile.jobTitle ?? '',
      department: profile.department ?? '',
      timeZone: profile.onboardedAt ? profile.timeZone : deviceTimeZone(),
    },
  });

  async function submit(values: ProfileValues) {
    await updateProfile({ ...values, completeOnboarding: true });
    const me = await auth.refresh();
    void navigate(me?.company ? '/dashboard' : '/company-onboarding', { replace: true });
  }

  return (
    <AuthCard title={t('onboarding.title')} lead={t('onboarding.lead')}>
      <PageTitle page="onboarding" />
      <Form form={form} onSubmit={submit} failure={{ describe: authFailureText }} className="space-y-4">
        <FormAlert />
        <TextField name="fullName" label={t('onboarding.fullName')} autoComplete="name" isRequired />
        <TextField name="jobTitle" label={t('onboarding.jobTitle')} autoComplete="organization-title" />
        <TextField name="department" label={t('onboarding.department')} />
        <TimeZoneSelect label={t('onboarding.timeZone')} hint={t('onboarding.timeZoneHelp')} />
        <SubmitButton className="w-full" loadingText={t('onboarding.saving')}>
          {t('onboarding.submit')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
