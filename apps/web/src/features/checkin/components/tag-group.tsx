import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleGroup } from 'radix-ui';
import type { ContextTagGroup } from '@tera/domain';
import { useErrorText } from '../../../components/ui/form/error-text';
import { FieldErrorMessage } from '../../../components/ui/form/field-error-message';
import { CheckIcon } from '../../../components/ui/icons';

const CHIP_CLASSES =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-control bg-surface px-4 py-2 text-sm font-medium text-fg ' +
  'transition-colors hover:bg-surface-muted ' +
  'data-[state=on]:border-primary data-[state=on]:bg-primary-soft data-[state=on]:text-primary-soft-fg';

type TagGroupProps<T extends string> = {
  group: ContextTagGroup;
  options: readonly T[];
  /** The group, which hands focus on to its chosen chip, or to its first. */
  ref?: Ref<HTMLDivElement>;
  /** The group's own error as its form holds it: an i18n key, or a text worded elsewhere. */
  error?: string | undefined;
} & (
  | { type: 'single'; value: T | null; onChange: (value: T | null) => void }
  | { type: 'multiple'; value: T[]; onChange: (value: T[]) => void }
);

function Chip({ value, label }: { value: string; label: string }) {
  return (
    <ToggleGroup.Item value={value} className={`group ${CHIP_CLASSES}`}>
      {/* The tick says "chosen" without relying on colour; the state itself is announced by the role. */}
      <CheckIcon className="hidden size-4 group-data-[state=on]:block" />
      {label}
    </ToggleGroup.Item>
  );
}

/**
 * A group of context tags. Single choice is a radio group (arrow keys move and choose); multiple
 * choice is a toolbar of toggle buttons, each announced as pressed or not.
 */
export function TagGroup<T extends string>({ ref, error, ...props }: TagGroupProps<T>) {
  const { t } = useTranslation('checkin');
  const { t: tt } = useTranslation('contextTags');
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const errorText = useErrorText()(error);
  const chips = props.options.map((option) => (
    <Chip key={option} value={option} label={tt(`options.${option}` as 'options.remote')} />
  ));
  const shared = {
    ref,
    'aria-labelledby': titleId,
    'aria-describedby': errorText ? `${hintId} ${errorId}` : hintId,
    className: 'flex flex-wrap gap-2',
  };

  return (
    <div>
      <div className="space-y-2">
        <div>
          <h3 id={titleId} className="text-sm font-semibold text-fg">
            {tt(`groups.${props.group}`)}
          </h3>
          <p id={hintId} className="text-xs text-fg-muted">
            {t(props.type === 'single' ? 'tags.singleChoice' : 'tags.multipleChoice')}
          </p>
        </div>
        {props.type === 'single' ? (
          <ToggleGroup.Root
            type="single"
            // ARIA lets a radio group be invalid, not a toolbar: multiple choice only describes its error.
            aria-invalid={errorText ? true : undefined}
            value={props.value ?? ''}
            onValueChange={(next) => props.onChange(next ? (next as T) : null)}
            {...shared}
          >
            {chips}
          </ToggleGroup.Root>
        ) : (
          <ToggleGroup.Root
            type="multiple"
            value={props.value}
            onValueChange={(next) => props.onChange(next as T[])}
            {...shared}
          >
            {chips}
          </ToggleGroup.Root>
        )}
      </div>
      <FieldErrorMessage id={errorId}>{errorText}</FieldErrorMessage>
    </div>
  );
}
