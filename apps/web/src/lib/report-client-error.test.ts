import { describe, expect, it } from 'vitest';
import { clientErrorReportSchema } from '@tera/domain';
import { reportClientError } from './report-client-error';

describe('reporting a crash', () => {
  it('posts a report the server accepts, without waiting for it', () => {
    const sent: { url: string; init: RequestInit }[] = [];
    globalThis.fetch = (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return Promise.resolve(new Response(null, { status: 202 }));
    };
    reportClientError(new TypeError('x is undefined'), '\n    at Chart');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/v1/client-errors');
    expect(sent[0]?.init.keepalive).toBe(true);
    const report = clientErrorReportSchema.parse(JSON.parse(String(sent[0]?.init.body)));
    expect(report).toMatchObject({
      name: 'TypeError',
      message: 'x is undefined',
      componentStack: '\n    at Chart',
    });
  });

  it('keeps quiet when the report cannot be sent', () => {
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(() => reportClientError('plain text failure')).not.toThrow();
  });
});
