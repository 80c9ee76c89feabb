import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  label: string;
  hint?: string | undefined;
  /** Shown under the control, tied to it and announced when it appears. */
  error?: string | undefined;
  isRequired?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, hint, error, isRequired = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      {/* The asterisk stays outside the label so the field's name is exactly its label text. */}
      <div className="mb-1.5 flex gap-0.5 text-sm font-medium">
        <label htmlFor={id} className="text-fg">
          {label}
        </label>
        {isRequired && (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="mt-1.5 text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}
