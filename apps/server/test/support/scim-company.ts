import { eq } from 'drizzle-orm';
import type { ApiKeyScope, IssuedApiKey, PlanType } from '@tera/domain';
import { companies, companySubscriptions } from '../../src/db/schema/index.ts';
import { ensureSuperAdmin } from '../../src/modules/super-admin/ensure-super-admin.ts';
import { createCompanyAs } from './company-people.ts';
import { as, signIn, signUp, TEST_PASSWORD, type TestPerson } from './sessions.ts';
import { jsonRequest, TEST_NOW, type TestApp } from './test-app.ts';

export const PROVISIONING: ApiKeyScope = { access: 'write', resources: ['provisioning'] };

export interface ScimCompany {
  slug: string;
  companyId: string;
  admin: TestPerson;
  /** A key with the provisioning scope: what the company gives its identity provider. */
  key: string;
}

/** The platform's administrator, who puts companies on a plan by hand. */
export async function platformAdmin(app: TestApp): Promise<TestPerson> {
  await ensureSuperAdmin(
    { db: app.deps.database.db, now: new Date(TEST_NOW) },
    { email: 'plataforma@tera.test', password: TEST_PASSWORD },
  );
  return signIn(app, 'plataforma@tera.test');
}

export async function setPlan(app: TestApp, platform: TestPerson, companyId: string, planType: PlanType) {
  const response = await app.request(
    `/api/v1/admin/companies/${companyId}/plan`,
    as(platform, jsonRequest('PUT', { planType })),
  );
  if (response.status !== 200) throw new Error(`plan: ${response.status} ${await response.text()}`);
}

/**
 * An enterprise contract's seats, set by hand as the operator does for one: the catalogue's
 * enterprise plan has no limit, and the seat rules are what provisioning must meet.
 */
export async function setSeats(app: TestApp, companyId: string, maxEmployees: number) {
  await app.deps.database.db
    .update(companySubscriptions)
    .set({ maxEmployees })
    .where(eq(companySubscriptions.companyId, companyId));
}

export async function issueKey(app: TestApp, admin: TestPerson, slug: string, scope: ApiKeyScope) {
  const response = await app.request(
    `/api/v1/companies/${slug}/api-keys`,
    as(admin, jsonRequest('POST', { name: `Identity provider ${scope.access}`, ...scope })),
  );
  if (response.status !== 201) throw new Error(`key: ${response.status} ${await response.text()}`);
  return ((await response.json()) as IssuedApiKey).secret;
}

/** A company on the enterprise plan, its founder its admin, with a provisioning key. */
export async function scimCompany(app: TestApp, platform: TestPerson, slug: string): Promise<ScimCompany> {
  const admin = await signUp(app, { email: `admin@${slug}.test`, name: `Admin ${slug}` });
  await createCompanyAs(app, admin, slug);
  const [company] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, slug));
  await setPlan(app, platform, company!.id, 'enterprise');
  return { slug, companyId: company!.id, admin, key: await issueKey(app, admin, slug, PROVISIONING) };
}

export interface ScimAnswer {
  status: number;
  contentType: string | null;
  body: Record<string, unknown> & {
    Resources?: Record<string, unknown>[];
    totalResults?: number;
    detail?: string;
    scimType?: string;
  };
}

/** A SCIM request as an identity provider sends it: a bearer key, SCIM's media type, no Origin. */
export async function scim(
  app: TestApp,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/scim+json',
): Promise<ScimAnswer> {
  const response = await app.request(`/scim/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      accept: 'application/scim+json',
      ...(body === undefined ? {} : { 'content-type': contentType }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: text ? (JSON.parse(text) as ScimAnswer['body']) : {},
  };
}
