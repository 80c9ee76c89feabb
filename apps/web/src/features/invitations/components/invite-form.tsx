import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ROLES, invitationCreateSchema, PEOPLE_REFUSALS, type Person, type Team } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { fieldErrorText, zodFieldErrors } from '../../../lib/field-errors';
import { notify } from '../../../lib/toast';
import { useRoleLabel } from '../../people/hooks/use-role-label';
import { useCreateInvitationMutation } from '../api/company-invitations';

type FormField = 'email' | 'role' | 'teamId' | 'reportsTo';

const REASON_FIELDS: Partial<Record<string, [FormField, string]>> = {
  [PEOPLE_REFUSALS.alreadyMember]: ['email', 'form.alreadyMember'],
  [PEOPLE_REFUSALS.invitationPending]: ['email', 'form.alreadyInvited'],
  [PEOPLE_REFUSALS.unknownTeam]: ['teamId', 'form.unknownTeam'],
  [PEOPLE_REFUSALS.unknownLeader]: ['reportsTo', 'form.unknownLeader'],
};

const EMPTY_FORM: Record<FormField, string> = { email: '', role: 'employee', teamId: '', reportsTo: '' };

interface InviteFormProps {
  slug: string;
  teams: readonly Team[];
  leaders: readonly Person[];
  onSeatLimit: (error: unknown) => void;
}

export function InviteForm({ slug, teams, leaders, onSeatLimit }: InviteFormProps) {
  const { t } = useTranslation('invitations');
  const roleLabel = useRoleLabel();
  const mutation = useCreateInvitationMutation(slug);
  const [form, setForm] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: FormField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = invitationCreateSchema.safeParse({
      email: form.email,
      role: form.role,
      teamId: form.teamId || null,
      reportsTo: form.reportsTo || null,
    });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([name, keys]) => [name, fieldErrorText(keys[0]!)])),
      );
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: ({ invitation }) => {
        notify.success(t('form.sent', { email: invitation.email }));
        setForm(EMPTY_FORM);
      },
      onError: (error) => {
        if (isApiError(error) && error.reason === 'FEATURE_BLOCKED') {
          setFormError(t('form.noSeats'));
          onSeatLimit(error);
          return;
        }
        const known = isApiError(error) && error.reason ? REASON_FIELDS[error.reason] : undefined;
        if (known) setErrors({ [known[0]]: t(known[1] as 'form.alreadyMember') });
        else setFormError(describeError(error));
      },
    });
  }

  return (
    <Card>
      <CardTitle className="text-xl">{t('form.title')}</CardTitle>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={t('form.email')} error={errors.email} isRequired className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={form.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('form.role')} error={errors.role} isRequired>
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
        <Field label={t('form.team')} error={errors.teamId}>
          {(control) => (
            <Select {...control} value={form.teamId} onChange={(e) => set('teamId')(e.target.value)}>
              <option value="">{t('form.noTeam')}</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('form.leader')} error={errors.reportsTo} className="sm:col-span-2">
          {(control) => (
            <Select {...control} value={form.reportsTo} onChange={(e) => set('reportsTo')(e.target.value)}>
              <option value="">{t('form.noLeader')}</option>
              {leaders.map((leader) => (
                <option key={leader.id} value={leader.id}>
                  {leader.fullName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {formError && (
          <Alert tone="danger" role="alert" className="sm:col-span-2">
            {formError}
          </Alert>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={mutation.isPending} loadingText={t('form.sending')}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
