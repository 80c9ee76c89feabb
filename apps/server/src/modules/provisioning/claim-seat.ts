import { AppError } from '../../http/app-error.ts';
import { serverMessage } from '../../http/server-messages.ts';
import type { ScimCall } from './scim-call.ts';

/**
 * Runs a step that takes a seat. Its refusal is the plan gate's (docs/product/billing.md#seats),
 * which the provider would read as a missing feature: it is said as what it is, a full company.
 */
export async function claimingSeat<T>(call: ScimCall, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError && error.reason === 'FEATURE_BLOCKED') {
      throw new AppError('UNAUTHORIZED', {
        reason: 'FEATURE_BLOCKED',
        message: serverMessage(call.language, 'noFreeSeat'),
        details: error.details,
      });
    }
    throw error;
  }
}
