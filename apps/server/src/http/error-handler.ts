import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describeError, type ApiErrorBody } from '@tera/domain';
import type { Logger } from '../platform/logger.ts';
import { AppError } from './app-error.ts';
import { toDatabaseAppError } from './database-error.ts';
import { requestLanguage } from './request-language.ts';

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 401) return new AppError('SESSION_EXPIRED');
    if (error.status === 404) return new AppError('RECORD_NOT_FOUND');
    if (error.status === 413)
      return new AppError('VALIDATION_ERROR', { status: 413, reason: 'BODY_TOO_LARGE' });
    if (error.status === 415)
      return new AppError('VALIDATION_ERROR', { status: 415, reason: 'UNSUPPORTED_MEDIA_TYPE' });
    if (error.status < 500) return new AppError('VALIDATION_ERROR', { status: error.status });
  }
  if (error instanceof SyntaxError) return new AppError('VALIDATION_ERROR');
  return toDatabaseAppError(error) ?? new AppError('UNKNOWN_ERROR');
}

/** Every failure leaves the server as the one error body; never a stack trace. */
export function createErrorHandler(logger: Logger) {
  return (error: unknown, c: Context) => {
    const appError = toAppError(error);
    if (appError.status >= 500) logger.error({ err: error, path: c.req.path }, 'request failed');
    const language = requestLanguage(c);
    const body: ApiErrorBody = {
      error: {
        code: appError.code,
        message: appError.hasCustomMessage ? appError.message : describeError(appError.code, language),
        ...(appError.fields ? { fields: appError.fields } : {}),
        ...(appError.reason ? { reason: appError.reason } : {}),
        ...appError.details,
      },
    };
    if (appError.retryAfterSeconds !== undefined) c.header('Retry-After', String(appError.retryAfterSeconds));
    return c.json(body, appError.status as 400);
  };
}
