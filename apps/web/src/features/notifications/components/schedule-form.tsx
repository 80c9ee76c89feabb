import { useEffect, useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_MESSAGE_MAX,
  CUSTOM_SUBJECT_MAX,
  NOTIFICATION_TYPES,
  WEEKDAYS,
  type Schedule,
  type Team,
  type Template,
} from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { Card, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import type { FailureOptions } from '../../../components/ui/form/server-errors';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useSaveScheduleMutation } from '../api/schedules';
import { ChoiceChips } from './choice-chips';
import {
  newScheduleValues,
  scheduleFormSchema,
  scheduleValues,
  type ScheduleFormOutput,
  type ScheduleFormValues,
} from './schedule-form-values';
import { RecipientsFields } from './recipients-fields';
import { useScheduleWords } from './use-schedule-words';

const REASON_FIELDS: FailureOptions<ScheduleFormValues>['reasonFields'] = {
  UNKNOWN_TEAM: 'recipients.teamIds',
  TEMPLATE_TYPE_MISMATCH: 'templateId',
};

const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

interface ScheduleFormProps {
  slug: string;
  /** The schedule being changed; null for a new one. */
  schedule: Schedule | null;
  templates: readonly Template[];
  teams: readonly Team[];
  departments: readonly string[];
  companyTimeZone: string;
  onDone: () => void;
}

export function ScheduleForm(props: ScheduleFormProps) {
  const { slug, schedule, templates, teams, departments, companyTimeZone, onDone } = props;
  const { t } = useTranslation('notifications');
  const words = useScheduleWords();
  const activeId = useId();
  const mutation = useSaveScheduleMutation(slug);
  const form = useAppForm<ScheduleFormValues, ScheduleFormOutput>({
    schema: scheduleFormSchema,
    defaultValues: schedule ? scheduleValues(schedule) : newScheduleValues(),
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const ownTemplates = templates.filter((template) => !template.builtIn && template.type === type);
  const companyDefault = ownTemplates.find((template) => template.isDefault);

  // A template belongs to one type: choosing another type falls back to that type's default.
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  useEffect(() => {
    if (templateId && !ownTemplates.some((template) => template.id === templateId)) {
      form.setValue('templateId', '');
    }
  }, [form, ownTemplates, templateId]);

  async function submit(values: ScheduleFormOutput) {
    await mutation.mutateAsync({ id: schedule?.id ?? null, schedule: values });
    notify.success(t('schedules.saved'));
    onDone();
  }

  return (
    <Card>
      <CardTitle className="text-xl">{t(schedule ? 'schedules.editTitle' : 'schedules.newTitle')}</CardTitle>
      <Form
        form={form}
        onSubmit={submit}
        failure={{
          reasonFields: REASON_FIELDS,
          describe: (error, placed) =>
            placed ? null : t('schedules.saveError', { reason: describeError(error) }),
        }}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <SelectField<ScheduleFormValues> name="type" label={t('schedules.fields.type')} isRequired>
          {NOTIFICATION_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField<ScheduleFormValues>
          name="time"
          type="time"
          label={t('schedules.fields.time')}
          isRequired
        />
        <Controller
          control={form.control}
          name="days"
          render={({ field, fieldState }) => (
            <div className="sm:col-span-2">
              <ChoiceChips
                label={t('schedules.fields.days')}
                hint={t('schedules.hints.days')}
                options={WEEKDAYS.map((day) => ({ value: String(day), label: words.weekday(day) }))}
                value={field.value.map(String)}
                onChange={(days) => field.onChange(days.map(Number).sort())}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
        <SelectField<ScheduleFormValues>
          name="timeZone"
          label={t('schedules.fields.timeZone')}
          hint={t('schedules.hints.timeZone')}
        >
          <option value="">{t('schedules.companyZone', { zone: companyTimeZone })}</option>
          {zones().map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <SelectField<ScheduleFormValues> name="templateId" label={t('schedules.fields.template')}>
          <option value="">
            {companyDefault
              ? t('schedules.companyDefault', { name: companyDefault.name })
              : t('schedules.teraDefault')}
          </option>
          {ownTemplates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
        <TextField<ScheduleFormValues>
          name="customSubject"
          label={t('schedules.fields.customSubject')}
          hint={t('schedules.hints.customSubject')}
          maxLength={CUSTOM_SUBJECT_MAX}
          className="sm:col-span-2"
        />
        <TextareaField<ScheduleFormValues>
          name="customMessage"
          label={t('schedules.fields.customMessage')}
          hint={t('schedules.hints.customMessage', { token: '{{ message }}' })}
          maxLength={CUSTOM_MESSAGE_MAX}
          rows={3}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <RecipientsFields teams={teams} departments={departments} />
        </div>
        <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4 sm:col-span-2">
          <p id={activeId} className="font-medium text-fg">
            {t('schedules.fields.active')}
          </p>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch checked={field.value} onChange={field.onChange} labelledBy={activeId} ref={field.ref} />
            )}
          />
        </div>
        <FormAlert className="sm:col-span-2" />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <SubmitButton loadingText={t('schedules.saving')}>{t('schedules.save')}</SubmitButton>
          <Button variant="ghost" onClick={onDone}>
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
