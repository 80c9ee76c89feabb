import { useId } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { buttonClasses } from '../button-styles';
import type { FormFieldProps } from './form-field';
import { useErrorText } from './error-text';
import { FieldErrorMessage } from './field-error-message';

interface FileFieldProps<TValues extends FieldValues> extends Omit<FormFieldProps<TValues>, 'hint'> {
  /** What the button that opens the picker says. */
  chooseLabel: string;
  /** What stands in for the file name until one is chosen. */
  emptyLabel: string;
  accept?: string;
}

/**
 * One file of the surrounding form, held as a File (or null). The native control's own texts ignore
 * the page language, so it is hidden and opened through a label styled as a button.
 */
export function FileField<TValues extends FieldValues>({
  name,
  label,
  isRequired,
  className,
  liveError,
  chooseLabel,
  emptyLabel,
  accept,
}: FileFieldProps<TValues>) {
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController<TValues>({ name });
  const error = useErrorText()(fieldState.error?.message ?? liveError);
  const inputId = useId();
  const labelId = useId();
  const fileNameId = useId();
  const errorId = useId();
  const file = value as File | null;
  return (
    <div className={className}>
      <p id={labelId} className="mb-1.5 text-sm font-medium text-fg">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="file"
          accept={accept}
          aria-labelledby={labelId}
          aria-describedby={[fileNameId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          className="peer sr-only"
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: 'secondary',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          })}
        >
          {chooseLabel}
        </label>
        <span id={fileNameId} className="text-sm break-all text-fg-muted">
          {file?.name ?? emptyLabel}
        </span>
      </div>
      <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>
    </div>
  );
}
