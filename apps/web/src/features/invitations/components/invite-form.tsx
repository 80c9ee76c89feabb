import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { invitationCreateSchema, type InvitationCreate, type Person, type Team } from '@tera/domain';
import { PlacementFields } from '../../../components/people/placement-fields';
import { Card, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import type { FailureOptions } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useCreateInvitationMutation } from '../api/company-invitations';

interface InviteValues {
  email: string;
  role: string;
  teamId: string;
  reportsTo: string;
}

const EMPTY_FORM: InviteValues = { email: '', role: 'employee', teamId: '', reportsTo: '' };

/** An empty choice of team or leader is none, as the shared schema reads it. */
const inviteSchema = z.preprocess(
  (values: InviteValues) => ({
    ...values,
    teamId: values.teamId || null,
    reportsTo: values.reportsTo || null,
  }),
  invitationCreateSchema,
);

const isSeatLimit = (error: unknown) => isApiError(error) && error.reason === 'FEATURE_BLOCKED';

/** Refusals that are about one field: said beside it. */
const REASON_FIELDS: FailureOptions<InviteValues>['reasonFields'] = {
  ALREADY_MEMBER: 'email',
  INVITATION_PENDING: 'email',
  UNKNOWN_TEAM: 'teamId',
  UNKNOWN_LEADER: 'reportsTo',
};

interface InviteFormProps {
  slug: string;
  teams: readonly Team[];
  leaders: readonly Person[];
  onSeatLimit: (error: unknown) => void;
}

export function InviteForm({ slug, teams, leaders, onSeatLimit }: InviteFormProps) {
  const { t } = useTranslation('invitations');
  const mutation = useCreateInvitationMutation(slug);
  const form = useAppForm({ schema: inviteSchema, defaultValues: EMPTY_FORM });

  async function submit(values: InvitationCreate) {
    const { invitation } = await mutation.mutateAsync(values, {
      onError: (error) => {
        if (isSeatLimit(error)) onSeatLimit(error);
      },
    });
    notify.success(t('form.sent', { email: invitation.email }));
    form.reset();
  }

  return (
    <Card>
      <CardTitle className="text-xl">{t('form.title')}</CardTitle>
      <Form
        form={form}
        onSubmit={submit}
        failure={{
          reasonFields: REASON_FIELDS,
          describe: (error) => (isSeatLimit(error) ? t('form.noSeats') : describeError(error)),
        }}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          name="email"
          label={t('form.email')}
          type="email"
          autoComplete="off"
          isRequired
          className="sm:col-span-2"
        />
        <PlacementFields
          teams={teams}
          leaders={leaders}
          text={(key) => t(`form.${key}`)}
          isRoleRequired
          leaderClassName="sm:col-span-2"
        />
        <FormAlert className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton loadingText={t('form.sending')}>{t('form.submit')}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
