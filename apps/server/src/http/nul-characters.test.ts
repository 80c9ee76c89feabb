import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../test/support/test-app.ts';
import { createCompanyAs } from '../../test/support/company-people.ts';
import { as, authHeaders, signUp, type TestPerson } from '../../test/support/sessions.ts';

interface ErrorBody {
  error: { code: string; fields?: Record<string, string[]> };
}

describe('a NUL character in any input', () => {
  let app: TestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@nul.test' });
    await createCompanyAs(app, admin, 'nul');
  }, 60_000);
  afterAll(() => app.dispose());

  const refusal = async (response: Response) => {
    expect(response.status).toBe(400);
    return ((await response.json()) as ErrorBody).error;
  };

  it('is refused in a JSON body, naming the field', async () => {
    const response = await app.request(
      '/api/v1/demo-requests',
      jsonRequest(
        'POST',
        {
          firstName: 'a\u0000b',
          lastName: 'Martín',
          email: 'lucia@acme.example',
          company: 'Acme',
          teamSize: '51-200',
        },
        authHeaders(),
      ),
    );
    expect(await refusal(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { firstName: ['validation.invalid'] },
    });
  });

  it('is refused in a query', async () => {
    const response = await app.request('/api/v1/companies/nul/people?search=a%00b', as(admin));
    expect(await refusal(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { search: ['validation.invalid'] },
    });
  });

  it('is refused by sign-up, and nothing is stored', async () => {
    const response = await app.request(
      '/api/auth/sign-up/email',
      jsonRequest(
        'POST',
        { email: 'nul@nul.test', name: 'a\u0000b', password: 'correct horse battery' },
        authHeaders(),
      ),
    );
    expect(await refusal(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { name: ['validation.invalid'] },
    });
    const signIn = await app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'nul@nul.test', password: 'correct horse battery' }, authHeaders()),
    );
    expect(signIn.status).toBe(401);
  });
});
