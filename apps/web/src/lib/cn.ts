/** Joins class names, skipping the falsy ones a condition leaves behind. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
