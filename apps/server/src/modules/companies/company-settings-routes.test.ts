import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  SUPPORT_PROGRAMME_MAX,
  shouldShowCheckinPrompt,
  type SettingsAuditEntry,
  type TodayCheckin,
} from '@tera/domain';
import { thresholdHistory } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface CompanyBody {
  company: {
    id: string;
    slug: string;
    name: string;
    logoUrl: string | null;
    website: string | null;
    description: string | null;
    settings: {
      workdayStartHour: number;
      confidentialityThreshold: number;
      defaultLanguage: string;
      supportProgramme: string | null;
    };
  };
}

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const pngDataUrl = `data:image/png;base64,${PNG.toString('base64')}`;

describe('company settings', () => {
  let app: TestApp;
  let admin: TestPerson;
  let leader: TestPerson;
  let employee: TestPerson;
  let otherAdmin: TestPerson;

  const patch = (person: TestPerson, slug: string, body: unknown) =>
    app.request(`/api/v1/companies/${slug}/settings`, as(person, jsonRequest('PATCH', body)));
  const audit = async (slug: string) =>
    (
      (await (await app.request(`/api/v1/companies/${slug}/settings/changes`, as(admin))).json()) as {
        entries: SettingsAuditEntry[];
      }
    ).entries;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'ana@brisa.test', name: 'Ana Admin' });
    await createCompanyAs(app, admin, 'brisa', 'Brisa');
    leader = await joinCompany(app, admin, 'brisa', { email: 'leo@brisa.test', role: 'leader' });
    employee = await joinCompany(app, admin, 'brisa', {
      email: 'eva@brisa.test',
      reportsTo: leader.userId,
    });
    otherAdmin = await signUp(app, { email: 'otro@rival.test' });
    await createCompanyAs(app, otherAdmin, 'rival');
  }, 60_000);
  afterAll(() => app.dispose());

  it('saves the company fields and audits who changed what, when, field by field', async () => {
    const saved = await patch(admin, 'brisa', {
      name: 'Brisa Labs',
      website: 'https://brisa.example',
      description: 'Hacemos brisa.',
      contactEmail: 'hola@brisa.example',
      phone: '+34 600 000 000',
      address: 'Calle Mayor 1, Madrid',
      industry: 'services',
      employeeCountRange: '51-200',
      defaultLanguage: 'en',
      logo: pngDataUrl,
    });
    expect(saved.status).toBe(200);
    const { company } = (await saved.json()) as CompanyBody;
    expect(company).toMatchObject({
      name: 'Brisa Labs',
      website: 'https://brisa.example',
      description: 'Hacemos brisa.',
      logoUrl: pngDataUrl,
    });
    expect(company.settings.defaultLanguage).toBe('en');

    const [latest] = await audit('brisa');
    expect(latest?.changedBy.name).toBe('Ana Admin');
    expect(latest?.changedAt).toBe(TEST_NOW);
    expect(latest?.changes).toContainEqual({ field: 'name', from: 'Brisa', to: 'Brisa Labs' });
    expect(latest?.changes).toContainEqual({ field: 'logo', from: null, to: 'image' });
    expect(latest?.changes).toContainEqual({ field: 'website', from: null, to: 'https://brisa.example' });
    expect(latest?.changes.map((change) => change.field)).not.toContain('slug');
  });

  it('writes no audit entry for a save that changes nothing, and clears an emptied text', async () => {
    const before = (await audit('brisa')).length;
    expect(
      (await patch(admin, 'brisa', { name: 'Brisa Labs', website: 'https://brisa.example' })).status,
    ).toBe(200);
    expect(await audit('brisa')).toHaveLength(before);
    const cleared = (await (await patch(admin, 'brisa', { website: '' })).json()) as CompanyBody;
    expect(cleared.company.website).toBeNull();
    expect((await audit('brisa'))[0]?.changes).toEqual([
      { field: 'website', from: 'https://brisa.example', to: null },
    ]);
  });

  it("keeps the company's support programme for its people to be offered, audited like any field", async () => {
    const programme = 'Programa de apoyo al empleado: 900 100 200, de 8:00 a 22:00.';
    expect(SUPPORT_PROGRAMME_MAX).toBe(500);
    const saved = await patch(admin, 'brisa', { supportProgramme: programme });
    expect(saved.status).toBe(200);
    expect((await audit('brisa'))[0]?.changes).toEqual([
      { field: 'supportProgramme', from: null, to: programme },
    ]);
    // Every member reads it, as the help offered on their own dashboard needs.
    const read = (await (await app.request('/api/v1/companies/brisa', as(employee))).json()) as CompanyBody;
    expect(read.company.settings.supportProgramme).toBe(programme);
    // The other settings stay as they were.
    expect(read.company.settings.defaultLanguage).toBe('en');
    const tooLong = await patch(admin, 'brisa', { supportProgramme: 'x'.repeat(SUPPORT_PROGRAMME_MAX + 1) });
    expect(tooLong.status).toBe(400);
    const cleared = (await (await patch(admin, 'brisa', { supportProgramme: '  ' })).json()) as CompanyBody;
    expect(cleared.company.settings.supportProgramme).toBeNull();
  });

  it('refuses bad input field by field and keeps what was stored', async () => {
    const refused = await patch(admin, 'brisa', {
      name: 'Brisa Nueva',
      website: 'brisa',
      contactEmail: 'sin-arroba',
      logo: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields).toMatchObject({
      website: ['validation.website'],
      contactEmail: ['validation.email'],
      logo: ['validation.logoType'],
    });
    const stored = (await (await app.request('/api/v1/companies/brisa', as(admin))).json()) as CompanyBody;
    expect(stored.company.name).toBe('Brisa Labs');
  });

  it('holds the confidentiality threshold to 3..10, and records the new one for the release of the days after', async () => {
    for (const threshold of [2, 11, 4.5]) {
      expect((await patch(admin, 'brisa', { confidentialityThreshold: threshold })).status).toBe(400);
    }
    const saved = (await (
      await patch(admin, 'brisa', { confidentialityThreshold: 10 })
    ).json()) as CompanyBody;
    expect(saved.company.settings.confidentialityThreshold).toBe(10);
    const [recorded] = await app.deps.database.db
      .select()
      .from(thresholdHistory)
      .where(
        and(
          eq(thresholdHistory.companyId, saved.company.id),
          eq(thresholdHistory.validFrom, new Date(TEST_NOW)),
        ),
      );
    expect(recorded?.threshold).toBe(10);
    expect((await patch(admin, 'brisa', { confidentialityThreshold: 3 })).status).toBe(200);
  });

  it("moves the employee's check-in prompt with the workday start hour", async () => {
    const today = async () =>
      (await (await app.request('/api/v1/checkins/today', as(employee))).json()) as TodayCheckin;
    const prompted = (day: TodayCheckin) =>
      shouldShowCheckinPrompt({
        completed: day.completed,
        allowed: day.allowed,
        hour: day.hour,
        workdayStartHour: day.workdayStartHour,
        postponed: false,
        pathname: '/dashboard',
        forced: false,
      });
    const before = await today();
    // 10:00 UTC is 11:00 in Madrid: inside the window, after the default start at 9.
    expect(before).toMatchObject({ hour: 11, workdayStartHour: 9 });
    expect(prompted(before)).toBe(true);
    expect((await patch(admin, 'brisa', { workdayStartHour: 12 })).status).toBe(200);
    const after = await today();
    expect(after.workdayStartHour).toBe(12);
    expect(prompted(after)).toBe(false);
    expect((await patch(admin, 'brisa', { workdayStartHour: 24 })).status).toBe(400);
    await patch(admin, 'brisa', { workdayStartHour: 9 });
  });

  it('moves the company to a new address and leads its people there from the old one', async () => {
    const moved = await patch(admin, 'brisa', { slug: 'brisa-labs' });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as CompanyBody).company.slug).toBe('brisa-labs');
    expect((await audit('brisa-labs'))[0]?.changes).toEqual([
      { field: 'slug', from: 'brisa', to: 'brisa-labs' },
    ]);

    expect((await app.request('/api/v1/companies/brisa', as(employee))).status).toBe(404);
    const found = await app.request('/api/v1/company-addresses/brisa', as(employee));
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ slug: 'brisa-labs' });
    expect((await app.request('/api/v1/companies/brisa-labs', as(employee))).status).toBe(200);

    // Nobody else learns the company ever lived there, and nobody else may take the address.
    expect((await app.request('/api/v1/company-addresses/brisa', as(otherAdmin))).status).toBe(404);
    const taken = await patch(otherAdmin, 'rival', { slug: 'brisa' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { reason: string } }).error.reason).toBe('SLUG_TAKEN');
    const availability = await app.request('/api/v1/companies/slug-availability?slug=brisa', as(otherAdmin));
    expect(await availability.json()).toMatchObject({ available: false });
    expect((await patch(otherAdmin, 'rival', { slug: 'brisa-labs' })).status).toBe(409);

    // The company may go back to where it was.
    expect((await patch(admin, 'brisa-labs', { slug: 'brisa' })).status).toBe(200);
    expect(await (await app.request('/api/v1/company-addresses/brisa-labs', as(employee))).json()).toEqual({
      slug: 'brisa',
    });
    expect((await app.request('/api/v1/company-addresses/brisa', as(employee))).status).toBe(404);
  });

  it("refuses another company's admin, and the company's leader and employee", async () => {
    for (const path of ['/api/v1/companies/brisa/settings/changes']) {
      expect((await app.request(path, as(otherAdmin))).status).toBe(404);
      expect((await app.request(path, as(leader))).status).toBe(403);
      expect((await app.request(path, as(employee))).status).toBe(403);
    }
    expect((await patch(otherAdmin, 'brisa', { name: 'Robada' })).status).toBe(404);
    expect((await patch(leader, 'brisa', { name: 'Del líder' })).status).toBe(403);
    expect((await patch(employee, 'brisa', { confidentialityThreshold: 3 })).status).toBe(403);
    const stored = (await (await app.request('/api/v1/companies/brisa', as(admin))).json()) as CompanyBody;
    expect(stored.company.name).toBe('Brisa Labs');
  });
});
