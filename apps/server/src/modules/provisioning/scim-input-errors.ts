import { Types } from 'scimmy';
import type { z } from 'zod';

type InputScimType = 'invalidFilter' | 'invalidValue';

function converted(error: unknown, scimType: InputScimType): unknown {
  return error instanceof TypeError ? new Types.Error(400, scimType, error.message) : error;
}

/**
 * scimmy throws a TypeError for some input it cannot read, at once or from a promise: the
 * provider's mistake, said as one.
 */
export function asInvalid<T>(scimType: InputScimType, read: () => T): T {
  try {
    const value = read();
    if (value instanceof Promise) {
      return value.catch((error: unknown) => {
        throw converted(error, scimType);
      }) as T;
    }
    return value;
  } catch (error) {
    throw converted(error, scimType);
  }
}

/** A value Tera's own rules refuse, named by the attribute it came in. */
export function parsedAttribute<T extends z.ZodType>(
  schema: T,
  value: unknown,
  attribute: string,
  rule: string,
) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Types.Error(400, 'invalidValue', `Attribute '${attribute}' ${rule}`);
  return parsed.data as z.output<T>;
}
