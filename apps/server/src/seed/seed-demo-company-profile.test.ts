import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyResponse, SettingsAuditEntry } from '@tera/domain';
import { logoDataUrlProblem } from '@tera/domain';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { DEMO_LOGO } from './seed-demo-company-profile.ts';

describe("the demo company's own page", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  it('has a description, contact and a logo the settings would accept', async () => {
    expect(logoDataUrlProblem(DEMO_LOGO)).toBeNull();
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    const { company } = (await (await app.request('/api/v1/companies/demo', as(javier))).json()) as {
      company: CompanyResponse;
    };
    expect(company.description).toMatch(/check-in/);
    expect(company.logoUrl).toBe(DEMO_LOGO);
    expect(company.contactEmail).toBe('personas@demo.tera.local');
    expect(company.settings.supportProgramme).toMatch(/^Programa de Apoyo al Empleado/);
  });

  it('shows its admin who filled it in, and when, newest first', async () => {
    const ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const { entries } = (await (
      await app.request('/api/v1/companies/demo/settings/changes', as(ana))
    ).json()) as { entries: SettingsAuditEntry[] };
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.changedBy.name === 'Ana García')).toBe(true);
    expect(entries[0]!.changes.map((change) => change.field)).toEqual([
      'phone',
      'address',
      'supportProgramme',
    ]);
    expect(entries[1]!.changes).toContainEqual({ field: 'logo', from: null, to: 'image' });
    expect(Date.parse(entries[0]!.changedAt)).toBeGreaterThan(Date.parse(entries[1]!.changedAt));
  });
});
