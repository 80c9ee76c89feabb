import type { Ref } from 'react';
import { cn } from '../../lib/cn';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the visible text that names the switch. */
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch, announced as one, with its state shown by position as well as colour. */
export function Switch({ checked, onChange, labelledBy, describedBy, disabled, busy, ref }: SwitchProps) {
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors disabled:opacity-60',
        checked ? 'border-primary bg-primary' : 'border-border-control bg-surface-muted',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-surface shadow transition-transform motion-reduce:transition-none',
          checked ? 'translate-x-5' : 'translate-x-0.5 bg-fg-muted',
        )}
      />
    </button>
  );
}
