import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ROLES, PEOPLE_REFUSALS, type Person, type PersonUpdate, type Team } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { fieldErrorText } from '../../../lib/field-errors';
import { notify } from '../../../lib/toast';
import { useUpdatePersonMutation } from '../api/update-person';
import { useRoleLabel } from '../hooks/use-role-label';

type FormField = 'role' | 'teamId' | 'reportsTo' | 'jobTitle' | 'department';

const REASON_FIELDS: Partial<Record<string, [FormField, string]>> = {
  [PEOPLE_REFUSALS.reportsToCycle]: ['reportsTo', 'edit.cycle'],
  [PEOPLE_REFUSALS.unknownLeader]: ['reportsTo', 'edit.unknownLeader'],
  [PEOPLE_REFUSALS.unknownTeam]: ['teamId', 'edit.unknownTeam'],
  [PEOPLE_REFUSALS.lastAdmin]: ['role', 'edit.lastAdmin'],
};

interface EditPersonDialogProps {
  slug: string;
  person: Person;
  /** Everyone who could lead this person: the company's active people. */
  candidates: readonly Person[];
  teams: readonly Team[];
  onClose: () => void;
}

function changesFrom(person: Person, form: Record<FormField, string>): PersonUpdate {
  const changes: PersonUpdate = {};
  if (form.role !== person.role) changes.role = form.role as PersonUpdate['role'];
  if (form.teamId !== (person.teamId ?? '')) changes.teamId = form.teamId || null;
  if (form.reportsTo !== (person.reportsTo ?? '')) changes.reportsTo = form.reportsTo || null;
  if (form.jobTitle.trim() !== (person.jobTitle ?? '')) changes.jobTitle = form.jobTitle.trim() || null;
  if (form.department.trim() !== (person.department ?? ''))
    changes.department = form.department.trim() || null;
  return changes;
}

export function EditPersonDialog({ slug, person, candidates, teams, onClose }: EditPersonDialogProps) {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  const mutation = useUpdatePersonMutation(slug);
  const [form, setForm] = useState<Record<FormField, string>>({
    role: person.role,
    teamId: person.teamId ?? '',
    reportsTo: person.reportsTo ?? '',
    jobTitle: person.jobTitle ?? '',
    department: person.department ?? '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: FormField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    setFormError(null);
    const changes = changesFrom(person, form);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    mutation.mutate(
      { userId: person.id, changes },
      {
        onSuccess: () => {
          notify.success(t('edit.saved'));
          onClose();
        },
        onError: (error) => {
          const known = isApiError(error) && error.reason ? REASON_FIELDS[error.reason] : undefined;
          if (known) {
            setFieldErrors({ [known[0]]: t(known[1] as 'edit.cycle') });
            return;
          }
          if (isApiError(error) && error.fields) {
            const fields: Partial<Record<FormField, string>> = {};
            for (const [name, keys] of Object.entries(error.fields)) {
              if (name in form && keys[0]) fields[name as FormField] = fieldErrorText(keys[0]);
            }
            if (Object.keys(fields).length > 0) {
              setFieldErrors(fields);
              return;
            }
          }
          setFormError(describeError(error));
        },
      },
    );
  }

  const leaders = candidates.filter((candidate) => candidate.id !== person.id && candidate.isActive);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('edit.close')}>
        <DialogTitle>{t('edit.title', { name: person.fullName })}</DialogTitle>
        <DialogDescription>{t('edit.description')}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <Field label={t('edit.role')} error={fieldErrors.role}>
            {(control) => (
              <Select {...control} value={form.role} onChange={(e) => set('role')(e.target.value)}>
                {COMPANY_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('edit.team')} error={fieldErrors.teamId}>
            {(control) => (
              <Select {...control} value={form.teamId} onChange={(e) => set('teamId')(e.target.value)}>
                <option value="">{t('edit.noTeam')}</option>
                {teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('edit.leader')} error={fieldErrors.reportsTo}>
            {(control) => (
              <Select {...control} value={form.reportsTo} onChange={(e) => set('reportsTo')(e.target.value)}>
                <option value="">{t('edit.noLeader')}</option>
                {leaders.map((leader) => (
                  <option key={leader.id} value={leader.id}>
                    {leader.fullName}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('edit.jobTitle')} error={fieldErrors.jobTitle}>
            {(control) => (
              <Input
                {...control}
                value={form.jobTitle}
                maxLength={120}
                onChange={(e) => set('jobTitle')(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('edit.department')} error={fieldErrors.department}>
            {(control) => (
              <Input
                {...control}
                value={form.department}
                maxLength={120}
                onChange={(e) => set('department')(e.target.value)}
              />
            )}
          </Field>
          {formError && (
            <Alert tone="danger" role="alert">
              {formError}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('edit.cancel')}</Button>
            </DialogClose>
            <Button type="submit" isLoading={mutation.isPending} loadingText={t('edit.saving')}>
              {t('edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
