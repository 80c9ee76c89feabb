/** The look every text control shares: a 3:1 border, the error state from aria-invalid. */
export const CONTROL_CLASSES =
  'block w-full rounded-lg border border-border-control bg-surface px-3 text-base text-fg ' +
  'placeholder:text-fg-muted transition-colors hover:border-fg-muted ' +
  'disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';
