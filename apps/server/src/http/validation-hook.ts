import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { refuseNulCharacters } from './nul-characters.ts';

/** Groups zod issues by field so the client can show each next to its input. */
export function fieldsFromZodError(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationHook(result: { success: boolean; error?: unknown; data?: unknown }): void {
  if (!result.success) {
    throw new AppError('VALIDATION_ERROR', { fields: fieldsFromZodError(result.error as z.ZodError) });
  }
  refuseNulCharacters(result.data);
}
