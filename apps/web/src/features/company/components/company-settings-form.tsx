import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  EMPLOYEE_COUNT_RANGES,
  INDUSTRIES,
  MAX_CONFIDENTIALITY_THRESHOLD,
  DEFAULT_CONFIDENTIALITY_THRESHOLD,
  SUPPORTED_LANGUAGES,
  SUPPORT_PROGRAMME_MAX,
  formatHourOfDay,
  normaliseLanguage,
  type CompanyResponse,
} from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import type { FailureOptions } from '../../../components/ui/form/server-errors';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { notify } from '../../../lib/toast';
import { useUpdateSettingsMutation } from '../api/company-settings';
import { LogoFields } from './logo-fields';
import {
  settingsFormSchema,
  updateFrom,
  valuesOf,
  type SettingsFormOutput,
  type SettingsFormValues,
} from './settings-form-values';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const THRESHOLDS = Array.from(
  { length: MAX_CONFIDENTIALITY_THRESHOLD - DEFAULT_CONFIDENTIALITY_THRESHOLD + 1 },
  (_, index) => DEFAULT_CONFIDENTIALITY_THRESHOLD + index,
);

const REASON_FIELDS: FailureOptions<SettingsFormValues>['reasonFields'] = { SLUG_TAKEN: 'slug' };

/** Every zone the browser knows, with the company's kept even if the list lacks it. */
function knownTimeZones(selected: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(selected) ? zones : [selected, ...zones];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4">
      <CardTitle className="text-xl">{title}</CardTitle>
      {children}
    </Card>
  );
}

interface CompanySettingsFormProps {
  company: CompanyResponse;
  /** Called with the saved company, once the server has it. */
  onSaved: (company: CompanyResponse) => void;
}

export function CompanySettingsForm({ company, onSaved }: CompanySettingsFormProps) {
  const { t, i18n } = useTranslation('company');
  const language = normaliseLanguage(i18n.language);
  const mutation = useUpdateSettingsMutation(company.slug);
  const form = useAppForm<SettingsFormValues, SettingsFormOutput>({
    schema: settingsFormSchema,
    defaultValues: valuesOf(company),
  });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  // Read while rendering, so the form keeps it up to date.
  const { isDirty } = form.formState;

  async function submit(values: SettingsFormOutput) {
    // Nothing to record: no request, so the audit holds only real changes.
    if (!isDirty) {
      notify.info(t('settings.nothingChanged'));
      return;
    }
    const saved = await mutation.mutateAsync(await updateFrom(values));
    form.reset(valuesOf(saved.company));
    notify.success(t('settings.saved'));
    onSaved(saved.company);
  }

  return (
    <Form form={form} onSubmit={submit} failure={{ reasonFields: REASON_FIELDS }} className="space-y-6">
      <Section title={t('settings.sections.company')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<SettingsFormValues> name="name" label={t('settings.fields.name')} isRequired />
          <TextField<SettingsFormValues>
            name="slug"
            label={t('settings.fields.slug')}
            hint={t('settings.hints.slug', { slug: slug || '…' })}
            autoCapitalize="none"
            spellCheck={false}
            isRequired
          />
          <SelectField<SettingsFormValues> name="industry" label={t('settings.fields.industry')}>
            <option value="">{t('settings.choose')}</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {t(`settings.industries.${industry}`)}
              </option>
            ))}
          </SelectField>
          <SelectField<SettingsFormValues>
            name="employeeCountRange"
            label={t('settings.fields.employeeCountRange')}
          >
            <option value="">{t('settings.choose')}</option>
            {EMPLOYEE_COUNT_RANGES.map((range) => (
              <option key={range} value={range}>
                {range === '1000+' ? t('settings.people1000') : t('settings.people', { range })}
              </option>
            ))}
          </SelectField>
          <TextareaField<SettingsFormValues>
            name="description"
            label={t('settings.fields.description')}
            rows={4}
            className="sm:col-span-2"
          />
          <TextField<SettingsFormValues>
            name="website"
            label={t('settings.fields.website')}
            hint={t('settings.hints.website')}
            type="url"
            autoComplete="url"
          />
          <TextField<SettingsFormValues>
            name="contactEmail"
            label={t('settings.fields.contactEmail')}
            type="email"
            autoComplete="email"
          />
          <TextField<SettingsFormValues>
            name="phone"
            label={t('settings.fields.phone')}
            type="tel"
            autoComplete="tel"
          />
          <TextField<SettingsFormValues>
            name="address"
            label={t('settings.fields.address')}
            autoComplete="street-address"
          />
        </div>
      </Section>
      <Section title={t('settings.sections.logo')}>
        <LogoFields current={company.logoUrl} companyName={company.name} />
      </Section>
      <Section title={t('settings.sections.checkin')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<SettingsFormValues>
            name="timeZone"
            label={t('settings.fields.timeZone')}
            hint={t('settings.hints.timeZone')}
          >
            {knownTimeZones(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </SelectField>
          <SelectField<SettingsFormValues>
            name="workdayStartHour"
            label={t('settings.fields.workdayStartHour')}
            hint={t('settings.hints.workdayStartHour')}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {formatHourOfDay(hour, language)}
              </option>
            ))}
          </SelectField>
          <SelectField<SettingsFormValues>
            name="defaultLanguage"
            label={t('settings.fields.defaultLanguage')}
            hint={t('settings.hints.defaultLanguage')}
          >
            {SUPPORTED_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`settings.languages.${code}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>
      <Section title={t('settings.sections.privacy')}>
        <SelectField<SettingsFormValues>
          name="confidentialityThreshold"
          label={t('settings.fields.confidentialityThreshold')}
          hint={t('settings.hints.confidentialityThreshold')}
          className="sm:max-w-xs"
        >
          {THRESHOLDS.map((count) => (
            <option key={count} value={String(count)}>
              {t('settings.thresholdOption', { count })}
            </option>
          ))}
        </SelectField>
      </Section>
      <Section title={t('settings.sections.support')}>
        <TextareaField<SettingsFormValues>
          name="supportProgramme"
          label={t('settings.fields.supportProgramme')}
          hint={t('settings.hints.supportProgramme')}
          maxLength={SUPPORT_PROGRAMME_MAX}
          rows={3}
        />
      </Section>
      <FormAlert />
      <SubmitButton loadingText={t('settings.saving')}>{t('settings.save')}</SubmitButton>
    </Form>
  );
}
