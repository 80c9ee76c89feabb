/**
 * A field's own error under its control, for controls the Field wrapper cannot label (a file picker,
 * a slider, a group of chips). Always present, so a reader hears the text when it appears.
 */
export function FieldErrorMessage({ id, children }: { id: string; children: string | undefined }) {
  return (
    <p id={id} aria-live="polite" className="mt-1.5 text-sm font-medium text-danger empty:hidden">
      {children}
    </p>
  );
}
