import { jsonRequest, type TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'correct horse battery';
/** The origin better-auth trusts in tests: PUBLIC_URL's default for the default port. */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestPerson {
  userId: string;
  email: string;
  cookie: string;
}

let addressCounter = 0;

/**
 * A different client address per call, so a test that signs up many people stays under the
 * per-client limits (the test app trusts X-Forwarded-For only when created with TRUST_PROXY).
 */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  const session = cookies.find((cookie) => cookie.includes('session_token='));
  if (!session) throw new Error(`No session cookie in ${response.status} response`);
  return session;
}

export function authHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { origin: TEST_ORIGIN, 'x-forwarded-for': nextClientAddress(), ...extra };
}

/** Signs a new person up through the real auth endpoint and returns their session cookie. */
export async function signUp(
  app: TestApp,
  person: { email: string; name?: string; password?: string },
): Promise<TestPerson> {
  const response = await app.request(
    '/api/auth/sign-up/email',
    jsonRequest(
      'POST',
      {
        email: person.email,
        name: person.name ?? person.email.split('@')[0],
        password: person.password ?? TEST_PASSWORD,
      },
      authHeaders(),
    ),
  );
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { userId: body.user.id, email: person.email, cookie: sessionCookie(response) };
}

export async function signIn(app: TestApp, email: string, password = TEST_PASSWORD): Promise<TestPerson> {
  const response = await app.request(
    '/api/auth/sign-in/email',
    jsonRequest('POST', { email, password }, authHeaders()),
  );
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { userId: body.user.id, email, cookie: sessionCookie(response) };
}

/** A request as the given person, from a trusted origin. */
export function as(person: TestPerson, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: person.cookie, origin: TEST_ORIGIN },
  };
}
