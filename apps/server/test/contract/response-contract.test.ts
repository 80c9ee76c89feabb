import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type ApiDocument } from '../../src/http/api-document.ts';
import { ResponseContract } from '../support/response-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const notSignedIn = { error: { code: 'SESSION_EXPIRED', message: 'Your session has expired.' } };

/** The check every API test's answers pass through refuses what the document does not promise. */
describe('the response check of the API suite', () => {
  let app: TestApp;
  let contract: ResponseContract;

  beforeAll(async () => {
    app = await createTestApp();
    const document = (await (await app.request(`${API_BASE}/openapi.json`)).json()) as ApiDocument;
    contract = new ResponseContract(document);
  });
  afterAll(() => app.dispose());

  it('lets a documented answer through', async () => {
    await expect(contract.check('GET', '/api/v1/me', json(401, notSignedIn))).resolves.toBeUndefined();
  });

  it('refuses a status the operation does not document', async () => {
    await expect(contract.check('GET', '/api/v1/me', json(418, notSignedIn))).rejects.toThrow(
      /GET \/api\/v1\/me .*answered 418, which is not documented/,
    );
  });

  it('refuses a code its status does not carry', async () => {
    const forbidden = { error: { code: 'UNAUTHORIZED', message: 'No.' } };
    await expect(contract.check('GET', '/api/v1/me', json(401, forbidden))).rejects.toThrow(
      /body off its schema/,
    );
  });

  it('refuses a body off the schema and a content type not documented', async () => {
    await expect(contract.check('GET', '/api/v1/me', json(200, { user: null }))).rejects.toThrow(
      /body off its schema/,
    );
    const page = new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } });
    await expect(contract.check('GET', '/api/v1/me', page)).rejects.toThrow(/as 'text\/html'/);
  });

  it('refuses a 429 without Retry-After', async () => {
    const limited = { error: { code: 'VALIDATION_ERROR', message: 'Slow down.', reason: 'RATE_LIMITED' } };
    await expect(
      contract.check('POST', '/api/v1/demo-requests', json(429, limited, { 'retry-after': '60' })),
    ).resolves.toBeUndefined();
    await expect(contract.check('POST', '/api/v1/demo-requests', json(429, limited))).rejects.toThrow(
      /without its required Retry-After/,
    );
  });

  it('holds a path no operation matches to the not-found answer', async () => {
    await expect(contract.check('GET', '/api/v1/nowhere', json(200, {}))).rejects.toThrow(/not documented/);
  });
});
