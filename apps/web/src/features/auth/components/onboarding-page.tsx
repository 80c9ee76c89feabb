import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Loading } from '../../../components/ui/loading';
import { updateProfile } from '../api/auth-api';
import { useAuth } from '../hooks/auth-context';
import { AuthCard } from './auth-card';
import { formErrorOf } from './form-error';
import { TimeZoneSelect } from './time-zone-select';

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

export function OnboardingPage() {
  const auth = useAuth();
  if (!auth.initialized) return <Loading />;
  if (!auth.profile) return <Navigate to="/auth?from=%2Fonboarding" replace />;
  return <OnboardingForm />;
}

function OnboardingForm() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const profile = auth.profile!;
  const [fullName, setFullName] = useState(profile.fullName);
  const [jobTitle, setJobTitle] = useState(profile.jobTitle ?? '');
  const [department, setDepartment] = useState(profile.department ?? '');
  const [timeZone, setTimeZone] = useState(profile.onboardedAt ? profile.timeZone : deviceTimeZone());
  const [error, setError] = useState<ReturnType<typeof formErrorOf> | null>(null);
  const [isPending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await updateProfile({ fullName, jobTitle, department, timeZone, completeOnboarding: true });
      const me = await auth.refresh();
      void navigate(me?.company ? '/dashboard' : '/company-onboarding', { replace: true });
    } catch (failure) {
      setError(formErrorOf(failure));
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('onboarding.title')} lead={t('onboarding.lead')}>
      {error && (
        <Alert tone="danger" role="alert" className="mb-4">
          {error.message}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field label={t('onboarding.fullName')} error={error?.fields.fullName} isRequired>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('onboarding.jobTitle')} error={error?.fields.jobTitle}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization-title"
              value={jobTitle}
              onChange={(e) => setJobTitle(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('onboarding.department')} error={error?.fields.department}>
          {(control) => (
            <Input {...control} value={department} onChange={(e) => setDepartment(e.target.value)} />
          )}
        </Field>
        <Field
          label={t('onboarding.timeZone')}
          hint={t('onboarding.timeZoneHelp')}
          error={error?.fields.timeZone}
        >
          {(control) => <TimeZoneSelect {...control} value={timeZone} onChange={setTimeZone} />}
        </Field>
        <Button type="submit" className="w-full" isLoading={isPending} loadingText={t('onboarding.saving')}>
          {t('onboarding.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
