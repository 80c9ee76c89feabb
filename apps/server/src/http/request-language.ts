import type { Context } from 'hono';
import { normaliseLanguage, type Language } from '@tera/domain';

export function requestLanguage(c: Context): Language {
  const query = c.req.query('lng');
  if (query) return normaliseLanguage(query);
  const header = c.req.header('accept-language');
  return normaliseLanguage(header?.split(',')[0]?.split(';')[0]?.trim() ?? '');
}
