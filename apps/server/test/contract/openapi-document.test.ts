import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { API_BASE, type ApiDocument } from '../../src/http/api-document.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Every schema object of the document, however deep, with where it is. */
function* schemasIn(node: unknown, at = '#'): Generator<[string, Record<string, unknown>]> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [at, node as Record<string, unknown>];
  for (const [key, child] of Object.entries(node)) yield* schemasIn(child, `${at}/${key}`);
}

describe('the served OpenAPI document', () => {
  let app: TestApp;
  let text: string;
  let document: ApiDocument;

  beforeAll(async () => {
    app = await createTestApp();
    text = await (await app.request(`${API_BASE}/openapi.json`)).text();
    document = JSON.parse(text) as ApiDocument;
  });
  afterAll(() => app.dispose());

  it("passes Redocly's recommended rules, warned only where the product has nothing to add", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const warnings = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(warnings).toEqual([
      // The product has no licence to name.
      'info-license #/info',
      // The identity provider's return, a confirmation link's landing and a reset link's only
      // ever send the browser on.
      'operation-2xx-response #/paths/~1sso~1callback/get/responses',
      'operation-2xx-response #/paths/~1verify-email/get/responses',
      'operation-2xx-response #/paths/~1reset-password~1{token}/get/responses',
    ]);
  });

  it('types every answer: no response body is left as any value', () => {
    const untyped: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        const responses = (
          operation as { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }
        ).responses;
        for (const [status, response] of Object.entries(responses ?? {})) {
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (!media.schema || Object.keys(media.schema).length === 0)
              untyped.push(`${method} ${path} ${status} ${type}`);
          }
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it('lists null among the values of every nullable enum', () => {
    const wrong = [...schemasIn(document)].filter(
      ([, schema]) =>
        Array.isArray(schema.type) &&
        schema.type.includes('null') &&
        Array.isArray(schema.enum) &&
        !schema.enum.includes(null),
    );
    expect(wrong.map(([at]) => at)).toEqual([]);
  });

  it('names the session cookie and the Origin header a state-changing request must send', () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(schemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'better-auth.session_token',
    });
    expect(schemes.trustedOrigin).toMatchObject({ type: 'apiKey', in: 'header', name: 'Origin' });
    expect(document.paths?.['/companies']?.post?.security).toEqual([
      { sessionCookie: [], trustedOrigin: [] },
    ]);
    expect(document.paths?.['/system/status']?.get?.security).toEqual([{}]);
  });

  it('serves the API under its own base and the account routes under theirs', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    for (const path of ['/sign-up/email', '/sign-in/email', '/sign-out', '/get-session', '/change-password'])
      expect(document.paths?.[path]?.servers, path).toEqual([expect.objectContaining({ url: '/api/auth' })]);
  });
});
