import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  DEFAULT_TIME_ZONE,
  EMPLOYEE_COUNT_RANGES,
  hasPermission,
  INDUSTRIES,
  slugFromName,
} from '@tera/domain';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { fieldErrorKey } from '../../../components/ui/form/error-text';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { Loading } from '../../../components/ui/loading';
import { TextLink } from '../../../components/ui/text-link';
import { checkSlug, createCompany } from '../api/auth-api';
import { useAuth } from '../../../lib/auth/auth-context';
import { authFailureText } from '../auth-failure-text';
import { AuthCard } from './auth-card';
import { TimeZoneSelect } from './time-zone-select';
import { PageTitle } from '../../../components/layout/page-title';

const SLUG_CHECK_DELAY_MS = 400;

interface CompanyValues {
  name: string;
  slug: string;
  industry: string;
  employeeCountRange: string;
  timeZone: string;
}

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
  if (auth.company) {
    // Whoever runs the company is sent to run it; anyone else would meet 'Acceso Restringido' there.
    if (hasPermission(auth.profile, 'admin'))
      return <Navigate to={`/empresa/${auth.company.slug}/admin/employees`} replace />;
    return <AlreadyInCompany companyName={auth.company.name} />;
  }
  return <CompanyForm />;
}

/** A person in a company cannot create another one with this account: the page says so and leads home. */
function AlreadyInCompany({ companyName }: { companyName: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('companyOnboarding.alreadyInCompany.title')}
      lead={t('companyOnboarding.alreadyInCompany.lead', { company: companyName })}
    >
      <PageTitle page="companyOnboarding" />
      <Link to="/dashboard" replace className={buttonClasses({ className: 'w-full' })}>
        {t('companyOnboarding.alreadyInCompany.home')}
      </Link>
    </AuthCard>
  );
}

function CompanyForm() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useAppForm({
    defaultValues: {
      name: '',
      slug: '',
      industry: '',
      employeeCountRange: '',
      timeZone: auth.profile?.timeZone ?? DEFAULT_TIME_ZONE,
    },
  });
  // Once the address is typed by hand, the name no longer proposes one.
  const isSlugEdited = useRef(false);
  const slug = useWatch({ control: form.control, name: 'slug' });
  const availability = useSlugCheck(slug);
  const slugProblem =
    availability && !availability.available && availability.problem
      ? fieldErrorKey(availability.problem)
      : undefined;

  function changeName(value: string) {
    if (!isSlugEdited.current) form.setValue('slug', slugFromName(value));
  }

  function changeSlug(value: string) {
    isSlugEdited.current = true;
    form.setValue('slug', value.toLowerCase());
  }

  async function submit(company: CompanyValues) {
    const created = await createCompany(company);
    await auth.refresh();
    void navigate(`/empresa/${created.company.slug}/admin/employees`, { replace: true });
  }

  return (
    <AuthCard title={t('companyOnboarding.title')} lead={t('companyOnboarding.lead')}>
      <PageTitle page="companyOnboarding" />
      <Alert tone="info" className="mb-4">
        {t('companyOnboarding.trial')}
      </Alert>
      <Form form={form} onSubmit={submit} failure={{ describe: authFailureText }} className="space-y-4">
        <FormAlert />
        <TextField
          name="name"
          label={t('companyOnboarding.name')}
          autoComplete="organization"
          isRequired
          onValueChange={changeName}
        />
        <TextField
          name="slug"
          label={t('companyOnboarding.slug')}
          hint={
            availability?.available
              ? `${t('companyOnboarding.slugAvailable')} · ${t('companyOnboarding.slugHelp', { slug })}`
              : t('companyOnboarding.slugHelp', { slug: slug || '…' })
          }
          liveError={slugProblem}
          isRequired
          onValueChange={changeSlug}
        />
        <SelectField name="industry" label={t('companyOnboarding.industry')} isRequired>
          <option value="">{t('companyOnboarding.choose')}</option>
          {INDUSTRIES.map((option) => (
            <option key={option} value={option}>
              {t(`companyOnboarding.industries.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField name="employeeCountRange" label={t('companyOnboarding.employeeCountRange')} isRequired>
          <option value="">{t('companyOnboarding.choose')}</option>
          {EMPLOYEE_COUNT_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </SelectField>
        <TimeZoneSelect label={t('companyOnboarding.timeZone')} />
        <SubmitButton className="w-full" loadingText={t('companyOnboarding.submitting')}>
          {t('companyOnboarding.submit')}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <TextLink to="/dashboard">{t('companyOnboarding.skip')}</TextLink>
      </p>
    </AuthCard>
  );
}
