import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';

const report = {
  message: "Cannot read properties of undefined (reading 'pulse')",
  name: 'TypeError',
  stack: 'TypeError: Cannot read properties of undefined\n    at TeamChart (team-chart.tsx:12:3)',
  url: 'http://localhost:3000/panel-lider',
};

describe('POST /api/v1/client-errors', () => {
  let app: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'error' });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    // The app reads its logger from deps on each request, so the test can listen to it.
    Object.assign(app.deps, { logger: pino({ level: 'error' }, sink) });
  }, 30_000);
  afterAll(() => app.dispose());

  it('logs the crash for the team and answers 202', async () => {
    const response = await app.request('/api/v1/client-errors', jsonRequest('POST', report));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });
    expect(logged.join('')).toContain("reading 'pulse'");
  });

  it('refuses a report without its fields', async () => {
    const response = await app.request('/api/v1/client-errors', jsonRequest('POST', { stack: 'x' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['message', 'url']);
  });

  it('stops listening to one client after ten reports a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await app.request('/api/v1/client-errors', jsonRequest('POST', report))).status);
    }
    // Two reports came from this client in the tests above.
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(202));
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});
