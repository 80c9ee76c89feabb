import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { invitedAccountSchema } from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import type { JoinRequest } from '../hooks/use-join-with-invitation';

/** A new account needs a name and a password of the allowed length; an existing one's is its own. */
const ACCOUNT_SCHEMAS = {
  signUp: invitedAccountSchema.extend({ email: z.string() }),
  signIn: z.object({ name: z.string(), email: z.string(), password: z.string() }),
};

interface InvitationAccountFormProps {
  mode: 'signUp' | 'signIn';
  email: string;
  isPending: boolean;
  onSubmit: (request: JoinRequest) => void;
}

/** Name and password for a new account, or the password of an existing one; the e-mail is the invited one. */
export function InvitationAccountForm({ mode, email, isPending, onSubmit }: InvitationAccountFormProps) {
  const { t } = useTranslation('invitations');
  const form = useAppForm({
    schema: ACCOUNT_SCHEMAS[mode],
    defaultValues: { name: '', email, password: '' },
  });

  function submit({ name, password }: { name: string; password: string }) {
    onSubmit(mode === 'signUp' ? { mode, name, email, password } : { mode, email, password });
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      {mode === 'signUp' && <TextField name="name" label={t('accept.name')} autoComplete="name" isRequired />}
      <TextField name="email" label={t('accept.email')} type="email" autoComplete="username" readOnly />
      <TextField
        name="password"
        label={t('accept.password')}
        hint={mode === 'signUp' ? t('accept.passwordHint') : undefined}
        type="password"
        autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
        isRequired
      />
      <SubmitButton className="w-full" isLoading={isPending} loadingText={t('accept.joining')}>
        {t(mode === 'signUp' ? 'accept.signUp' : 'accept.signIn')}
      </SubmitButton>
    </Form>
  );
}
