import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { DEFAULT_TIME_ZONE, EMPLOYEE_COUNT_RANGES, INDUSTRIES, slugFromName } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Loading } from '../../../components/ui/loading';
import { Select } from '../../../components/ui/select';
import { fieldErrorText } from '../../../lib/field-errors';
import { checkSlug, createCompany } from '../api/auth-api';
import { useAuth } from '../hooks/auth-context';
import { AuthCard } from './auth-card';
import { formErrorOf } from './form-error';
import { TimeZoneSelect } from './time-zone-select';

const SLUG_CHECK_DELAY_MS = 400;

/** Whether the address is free, asked a moment after typing stops. */
function useSlugCheck(slug: string) {
  const [state, setState] = useState<{ slug: string; available: boolean; problem: string | null } | null>(
    null,
  );
  useEffect(() => {
    if (slug === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkSlug(slug, controller.signal).then(setState, () => undefined);
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug]);
  return state?.slug === slug ? state : null;
}

export function CompanyOnboardingPage() {
  const auth = useAuth();
  if (!auth.initialized) return <Loading />;
  if (!auth.profile) return <Navigate to="/auth?from=%2Fcompany-onboarding" replace />;
  if (auth.company) return <Navigate to={`/empresa/${auth.company.slug}/admin/employees`} replace />;
  return <CompanyForm />;
}

function CompanyForm() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [industry, setIndustry] = useState('');
  const [size, setSize] = useState('');
  const [timeZone, setTimeZone] = useState(auth.profile?.timeZone ?? DEFAULT_TIME_ZONE);
  const [error, setError] = useState<ReturnType<typeof formErrorOf> | null>(null);
  const [isPending, setPending] = useState(false);
  const availability = useSlugCheck(slug);
  const slugProblem =
    availability && !availability.available && availability.problem
      ? fieldErrorText(availability.problem)
      : undefined;

  function changeName(value: string) {
    setName(value);
    if (!slugEdited) setSlug(slugFromName(value));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const created = await createCompany({ name, slug, industry, employeeCountRange: size, timeZone });
      await auth.refresh();
      void navigate(`/empresa/${created.company.slug}/admin/employees`, { replace: true });
    } catch (failure) {
      setError(formErrorOf(failure));
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('companyOnboarding.title')} lead={t('companyOnboarding.lead')}>
      <Alert tone="info" className="mb-4">
        {t('companyOnboarding.trial')}
      </Alert>
      {error && (
        <Alert tone="danger" role="alert" className="mb-4">
          {error.message}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field label={t('companyOnboarding.name')} error={error?.fields.name} isRequired>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              value={name}
              onChange={(e) => changeName(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('companyOnboarding.slug')}
          hint={
            availability?.available
              ? `${t('companyOnboarding.slugAvailable')} · ${t('companyOnboarding.slugHelp', { slug })}`
              : t('companyOnboarding.slugHelp', { slug: slug || '…' })
          }
          error={error?.fields.slug ?? slugProblem}
          isRequired
        >
          {(control) => (
            <Input
              {...control}
              value={slug}
              onChange={(e) => {
                setSlugEdited(true);
                setSlug(e.target.value.toLowerCase());
              }}
            />
          )}
        </Field>
        <Field label={t('companyOnboarding.industry')} error={error?.fields.industry} isRequired>
          {(control) => (
            <Select {...control} value={industry} onChange={(e) => setIndustry(e.target.value)}>
              <option value="">{t('companyOnboarding.choose')}</option>
              {INDUSTRIES.map((option) => (
                <option key={option} value={option}>
                  {t(`companyOnboarding.industries.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('companyOnboarding.employeeCountRange')}
          error={error?.fields.employeeCountRange}
          isRequired
        >
          {(control) => (
            <Select {...control} value={size} onChange={(e) => setSize(e.target.value)}>
              <option value="">{t('companyOnboarding.choose')}</option>
              {EMPLOYEE_COUNT_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('companyOnboarding.timeZone')} error={error?.fields.timeZone}>
          {(control) => <TimeZoneSelect {...control} value={timeZone} onChange={setTimeZone} />}
        </Field>
        <Button
          type="submit"
          className="w-full"
          isLoading={isPending}
          loadingText={t('companyOnboarding.submitting')}
        >
          {t('companyOnboarding.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link to="/dashboard" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('companyOnboarding.skip')}
        </Link>
      </p>
    </AuthCard>
  );
}
