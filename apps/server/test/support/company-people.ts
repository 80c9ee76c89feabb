import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema/index.ts';
import { jsonRequest, type TestApp } from './test-app.ts';
import { as, authHeaders, signIn, TEST_PASSWORD, type TestPerson } from './sessions.ts';

/** Creates a company through the API; its founder is its admin. */
export async function createCompanyAs(app: TestApp, founder: TestPerson, slug: string, name = slug) {
  const response = await app.request(
    '/api/v1/companies',
    as(
      founder,
      jsonRequest('POST', {
        name,
        slug,
        industry: 'technology',
        employeeCountRange: '11-50',
        timeZone: 'Europe/Madrid',
      }),
    ),
  );
  if (response.status !== 201) throw new Error(`company: ${response.status} ${await response.text()}`);
}

/** The invitation token in the last mail sent to an address, read from the outbox as a person would from the link. */
export async function lastInvitationToken(app: TestApp, email: string): Promise<string> {
  const [mail] = await app.deps.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt));
  const token = mail?.text.match(/registration\?invitation=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No invitation mail to ${email}`);
  return token;
}

/**
 * Invites, makes the account from the invitation link, signs in and accepts: a new person of the
 * company by the product's own path.
 */
export async function joinCompany(
  app: TestApp,
  admin: TestPerson,
  slug: string,
  invite: { email: string; role?: string; teamId?: string; reportsTo?: string; name?: string },
): Promise<TestPerson> {
  const { name, ...body } = invite;
  const invited = await app.request(
    `/api/v1/companies/${slug}/invitations`,
    as(admin, jsonRequest('POST', { role: 'employee', ...body })),
  );
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${await invited.text()}`);
  const token = await lastInvitationToken(app, invite.email);
  const account = await app.request(
    `/api/v1/invitations/${token}/account`,
    jsonRequest('POST', { name: name ?? invite.email.split('@')[0], password: TEST_PASSWORD }, authHeaders()),
  );
  if (account.status !== 201) throw new Error(`account: ${account.status} ${await account.text()}`);
  const person = await signIn(app, invite.email);
  const accepted = await app.request(`/api/v1/invitations/${token}/accept`, as(person, { method: 'POST' }));
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${await accepted.text()}`);
  return person;
}
