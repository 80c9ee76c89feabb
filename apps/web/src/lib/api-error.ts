import {
  isErrorCode,
  isRefusalReason,
  type ErrorCode,
  type FailureFacts,
  type FeatureBlockReason,
  type RefusalReason,
} from '@tera/domain';

export type FieldErrors = Record<string, string[]>;

/** What a feature gate's refusal says: why, and which plan would allow it. */
export interface FeatureBlock {
  blockReason: FeatureBlockReason;
  currentPlan: string | null;
  requiredPlan: string;
}

interface ApiErrorOptions {
  status?: number | undefined;
  fields?: FieldErrors | undefined;
  reason?: RefusalReason | undefined;
  featureBlock?: FeatureBlock | undefined;
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

/** Every failure of an API call, whatever its origin, becomes one of the catalogue's codes. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number | undefined;
  readonly fields: FieldErrors | undefined;
  /** Which refusal it was; a reason this app does not know is read as none. */
  readonly reason: RefusalReason | undefined;
  readonly featureBlock: FeatureBlock | undefined;
  /** How long the server asked to wait before trying again (Retry-After), e.g. on a 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.fields = options.fields;
    this.reason = options.reason;
    this.featureBlock = options.featureBlock;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What the shared retry rules need to know about any error. */
export function failureFacts(error: unknown): FailureFacts {
  return isApiError(error) ? { code: error.code, status: error.status } : {};
}

const BLOCK_REASONS: readonly string[] = ['no-subscription', 'individual', 'plan'];

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}

/**
 * Reads the API's error body ({ error: { code, message, fields?, reason?, blockReason? ... } })
 * by hand rather than with its zod schema, so the entry chunk every page loads carries no zod.
 */
export function readApiErrorBody(
  status: number,
  payload: unknown,
  retryAfterSeconds?: number,
): ApiError | null {
  const error = (payload as { error?: Record<string, unknown> } | null)?.error;
  if (!error || !isErrorCode(error.code) || typeof error.message !== 'string') return null;
  const blockReason = error.blockReason;
  const featureBlock =
    typeof blockReason === 'string' &&
    BLOCK_REASONS.includes(blockReason) &&
    typeof error.requiredPlan === 'string'
      ? {
          blockReason: blockReason as FeatureBlockReason,
          currentPlan: typeof error.currentPlan === 'string' ? error.currentPlan : null,
          requiredPlan: error.requiredPlan,
        }
      : undefined;
  return new ApiError(error.code, error.message, {
    status,
    fields: isFieldErrors(error.fields) ? error.fields : undefined,
    reason: isRefusalReason(error.reason) ? error.reason : undefined,
    featureBlock,
    retryAfterSeconds,
  });
}
