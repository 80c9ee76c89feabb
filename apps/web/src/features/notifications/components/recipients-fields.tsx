import { useId, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USER_ROLES, type Team } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { Input } from '../../../components/ui/input';
import { useRoleLabel } from '../../../lib/people/use-role-label';
import { ChoiceChips } from './choice-chips';
import type { ScheduleFormValues } from './schedule-form-values';

const RECIPIENT_KINDS = ['everyone', 'teams', 'departments', 'roles'] as const;
const COMPANY_ROLES = USER_ROLES.filter((role) => role !== 'super_admin');

/** A department nobody has yet, or one the list does not show, typed in by the admin. */
function DepartmentEntry({ onAdd }: { onAdd: (department: string) => void }) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim()) onAdd(text.trim());
    setText('');
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
          {t('recipients.otherDepartment')}
        </label>
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
      </div>
      <Button variant="secondary" onClick={add}>
        {t('recipients.addDepartment')}
      </Button>
    </div>
  );
}

/** Who the schedule reaches: everyone, or the people of some teams, departments or roles. */
export function RecipientsFields({
  teams,
  departments,
}: {
  teams: readonly Team[];
  departments: readonly string[];
}) {
  const { t } = useTranslation('notifications');
  const roleLabel = useRoleLabel();
  const { control } = useFormContext<ScheduleFormValues>();
  const kind = useWatch({ control, name: 'recipients.kind' });
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-fg">{t('recipients.title')}</legend>
      <SelectField<ScheduleFormValues> name="recipients.kind" label={t('recipients.kind')}>
        {RECIPIENT_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`recipients.kinds.${value}`)}
          </option>
        ))}
      </SelectField>
      {kind === 'teams' && (
        <Controller
          control={control}
          name="recipients.teamIds"
          render={({ field, fieldState }) => (
            <ChoiceChips
              label={t('recipients.teams')}
              hint={teams.length === 0 ? t('recipients.noTeams') : undefined}
              options={teams.map((team) => ({ value: team.id, label: team.name }))}
              value={field.value}
              onChange={field.onChange}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      {kind === 'departments' && (
        <Controller
          control={control}
          name="recipients.departments"
          render={({ field, fieldState }) => (
            <div className="space-y-3">
              <ChoiceChips
                label={t('recipients.departments')}
                hint={t('recipients.departmentsHint')}
                options={[...new Set([...departments, ...field.value])].map((name) => ({
                  value: name,
                  label: name,
                }))}
                value={field.value}
                onChange={field.onChange}
                ref={field.ref}
                error={fieldState.error?.message}
              />
              <DepartmentEntry
                onAdd={(department) =>
                  field.onChange(
                    field.value.includes(department) ? field.value : [...field.value, department],
                  )
                }
              />
            </div>
          )}
        />
      )}
      {kind === 'roles' && (
        <Controller
          control={control}
          name="recipients.roles"
          render={({ field, fieldState }) => (
            <ChoiceChips
              label={t('recipients.roles')}
              options={COMPANY_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
              value={field.value}
              onChange={field.onChange}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </fieldset>
  );
}
