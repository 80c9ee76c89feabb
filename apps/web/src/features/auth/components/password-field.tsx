import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { meetsPasswordLength } from '@tera/domain';
import { Field } from '../../../components/ui/field';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** A new password, with its rule in sight and ticked off as it is met. */
export function NewPasswordField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (password: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const ruleId = useId();
  const isMet = meetsPasswordLength(value);
  return (
    <Field label={label} error={error} isRequired>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={[ruleId, control['aria-describedby']].filter(Boolean).join(' ')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={(e) => onChange(e.target.value)}
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
    </Field>
  );
}
