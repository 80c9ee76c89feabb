import { useId, type Ref } from 'react';
import { ToggleGroup } from 'radix-ui';
import { useErrorText } from '../../../components/ui/form/error-text';
import { FieldErrorMessage } from '../../../components/ui/form/field-error-message';
import { CheckIcon } from '../../../components/ui/icons';

const CHIP_CLASSES =
  'group inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-control bg-surface px-4 py-2 text-sm font-medium text-fg ' +
  'transition-colors hover:bg-surface-muted ' +
  'data-[state=on]:border-primary data-[state=on]:bg-primary-soft data-[state=on]:text-primary-soft-fg';

interface ChoiceChipsProps {
  label: string;
  hint?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The group, which hands focus on to its first chip. */
  ref?: Ref<HTMLDivElement>;
  /** The group's error as its form holds it: an i18n key, or a text worded elsewhere. */
  error?: string | undefined;
}

/** Several choices as chips, each a toggle button announced as pressed or not. */
export function ChoiceChips({ label, hint, options, value, onChange, ref, error }: ChoiceChipsProps) {
  const id = useId();
  const errorText = useErrorText()(error);
  const describedBy = [hint && `${id}-hint`, errorText && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-fg">
          {label}
        </p>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-fg-muted">
            {hint}
          </p>
        )}
      </div>
      <ToggleGroup.Root
        ref={ref}
        type="multiple"
        value={[...value]}
        onValueChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        className="flex flex-wrap gap-2"
      >
        {options.map((option) => (
          <ToggleGroup.Item key={option.value} value={option.value} className={CHIP_CLASSES}>
            <CheckIcon className="hidden size-4 group-data-[state=on]:block" />
            {option.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <FieldErrorMessage id={`${id}-error`}>{errorText}</FieldErrorMessage>
    </div>
  );
}
