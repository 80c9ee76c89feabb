import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/app-env.ts';

/**
 * `navigator.sendBeacon` with a string sends it as `text/plain` and cannot set headers; such a body
 * is read as the JSON it is, so one route serves both fetch and the beacon
 * (docs/decisions/030-usage-ingestion.md).
 */
export const beaconBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('content-type')?.startsWith('text/plain')) {
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    c.req.raw = new Request(c.req.raw, { headers });
  }
  await next();
});
