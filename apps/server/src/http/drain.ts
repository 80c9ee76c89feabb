import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/** Once shutdown begins, new requests are refused (retryable 503) while those in flight finish. */
export function createDrain() {
  let isDraining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (isDraining) {
      c.header('Connection', 'close');
      throw new AppError('NETWORK_ERROR', {
        status: 503,
        message: c.var.t('shuttingDown'),
        retryAfterSeconds: 1,
      });
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
      if (isDraining && inFlight === 0) onIdle?.();
    }
  });

  return {
    middleware,
    /** Resolves when no request is in flight any more. */
    drain(): Promise<void> {
      isDraining = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => (onIdle = resolve));
    },
  };
}
