import type { ReactNode } from 'react';

/** One figure with its label, read by a screen reader as a term and its value. */
export function Stat({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-lg bg-surface-muted p-3">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-fg tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-fg-muted">{detail}</dd> : null}
    </div>
  );
}
