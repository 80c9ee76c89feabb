import {
  HTTP_STATUS_BY_CODE,
  type ErrorCode,
  type FeatureBlockReason,
  type RefusalReason,
} from '@tera/domain';

export interface AppErrorOptions {
  status?: number;
  message?: string;
  fields?: Record<string, string[]>;
  /** Which refusal this is, from the closed set clients may tell apart. */
  reason?: RefusalReason;
  retryAfterSeconds?: number;
  /** Facts a refusal carries for the client, such as a feature gate's block reason and plans. */
  details?: { blockReason?: FeatureBlockReason; currentPlan?: string | null; requiredPlan?: string };
}

/** The one error type of the server; the error handler turns it into the API's error body. */
export class AppError extends Error {
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;
  readonly reason: RefusalReason | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly details: AppErrorOptions['details'];
  readonly hasCustomMessage: boolean;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? code);
    this.status = options.status ?? HTTP_STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
    this.hasCustomMessage = options.message !== undefined;
  }
}
