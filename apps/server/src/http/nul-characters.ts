import { AppError } from './app-error.ts';

/** Paths of the strings in a value that hold a NUL character. */
function pathsWithNul(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => pathsWithNul(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => pathsWithNul(item, [...path, key]));
  return [];
}

/**
 * PostgreSQL cannot store a NUL character in text, so input holding one is refused as invalid,
 * naming each field, before any handler sees it.
 */
export function refuseNulCharacters(input: unknown): void {
  const paths = pathsWithNul(input);
  if (paths.length === 0) return;
  const fields = Object.fromEntries(paths.map((path) => [path.join('.') || '_', ['validation.invalid']]));
  throw new AppError('VALIDATION_ERROR', { fields });
}
