import { and, desc, eq, like } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema/index.ts';
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

/** The confirmation link in the last mail to an address, read from the outbox as from an inbox. */
export async function confirmationLink(app: TestApp, email: string): Promise<URL> {
  const [mail] = await app.deps.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email.toLowerCase()), like(emailOutbox.text, '%/api/auth/verify-email?%')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`No confirmation link mailed to ${email}`);
  return new URL(link);
}

/** Opens a link of the app's own from a fresh client address, keeping the answer, not where it leads. */
export function openLink(app: TestApp, link: URL): Promise<Response> {
  return app.request(`${link.pathname}${link.search}`, { headers: authHeaders(), redirect: 'manual' });
}

/**
 * Signs a new person up as the product does: sign-up, then the confirmation link it mailed,
 * which confirms the address and signs them in. Returns their session cookie.
 */
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
  const confirmed = await openLink(app, await confirmationLink(app, person.email));
  return { userId: body.user.id, email: person.email, cookie: sessionCookie(confirmed) };
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
