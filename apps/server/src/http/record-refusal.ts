import { isInCompany, type Actor } from '@tera/domain';
import { AppError } from './app-error.ts';

/**
 * The answer when the record rules deny an action, shaped as the access policy shapes its own:
 * another company's records do not exist for the caller; in their own, their role falls short.
 */
export function recordRefusal(actor: Actor, companyId: string | null): AppError {
  return isInCompany(actor, companyId)
    ? new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' })
    : new AppError('RECORD_NOT_FOUND');
}
