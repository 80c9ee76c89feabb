import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { meetsPasswordLength } from '@tera/domain';
import { FormField } from '../../../components/ui/form/form-field';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

interface NewPassword {
  password: string;
}

/** The form's new `password`, with its rule in sight and ticked off as it is met. */
export function NewPasswordField({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  const ruleId = useId();
  const { register } = useFormContext<NewPassword>();
  const isMet = meetsPasswordLength(useWatch<NewPassword, 'password'>({ name: 'password' }));
  return (
    <FormField<NewPassword> name="password" label={label} isRequired>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={[ruleId, control['aria-describedby']].filter(Boolean).join(' ')}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
          <p
            id={ruleId}
            className={cn(
              'mt-1.5 flex items-start gap-1.5 text-sm',
              isMet ? 'text-success' : 'text-fg-muted',
            )}
          >
            {isMet ? (
              <CheckCircleIcon className="mt-0.5 size-4" />
            ) : (
              <span
                aria-hidden="true"
                className="mt-1 size-3.5 shrink-0 rounded-full border-2 border-current"
              />
            )}
            <span>
              {t('register.passwordRule')}
              <span className="sr-only"> {t(isMet ? 'register.ruleMet' : 'register.ruleNotMet')}</span>
            </span>
          </p>
        </>
      )}
    </FormField>
  );
}
