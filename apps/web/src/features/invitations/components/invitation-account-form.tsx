import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { JoinRequest } from '../hooks/use-join-with-invitation';

interface InvitationAccountFormProps {
  mode: 'signUp' | 'signIn';
  email: string;
  isPending: boolean;
  onSubmit: (request: JoinRequest) => void;
}

/** Name and password for a new account, or the password of an existing one; the e-mail is the invited one. */
export function InvitationAccountForm({ mode, email, isPending, onSubmit }: InvitationAccountFormProps) {
  const { t } = useTranslation('invitations');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const { t: tc } = useTranslation();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'signUp' && name.trim() === '') {
      setNameError(tc('validation.required'));
      return;
    }
    setNameError(undefined);
    onSubmit(mode === 'signUp' ? { mode, name: name.trim(), email, password } : { mode, email, password });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {mode === 'signUp' && (
        <Field label={t('accept.name')} error={nameError} isRequired>
          {(control) => (
            <Input {...control} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
      )}
      <Field label={t('accept.email')}>
        {(control) => <Input {...control} type="email" autoComplete="username" value={email} readOnly />}
      </Field>
      <Field
        label={t('accept.password')}
        hint={mode === 'signUp' ? t('accept.passwordHint') : undefined}
        isRequired
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" isLoading={isPending} loadingText={t('accept.joining')}>
        {t(mode === 'signUp' ? 'accept.signUp' : 'accept.signIn')}
      </Button>
    </form>
  );
}
