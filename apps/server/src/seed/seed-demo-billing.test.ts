import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { signIn, as } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';

describe('the demo company’s billing', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 120_000);
  afterAll(() => app.dispose());

  it('is a Professional trial with twelve days left after three paid months of Starter, shown without online payment', async () => {
    const ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const summary = (await (await app.request('/api/v1/companies/demo/billing', as(ana))).json()) as {
      paymentsConfigured: boolean;
      subscription: { planType: string; status: string; trialDaysLeft: number; standing: string };
      seats: { used: number; max: number };
    };
    expect(summary).toMatchObject({
      paymentsConfigured: false,
      subscription: { planType: 'professional', status: 'trial', trialDaysLeft: 12, standing: 'in-force' },
      seats: { max: 100 },
    });
    const { invoices } = (await (
      await app.request('/api/v1/companies/demo/billing/invoices', as(ana))
    ).json()) as {
      invoices: { number: string; amountDue: number; status: string }[];
    };
    expect(invoices.map((i) => [i.number, i.amountDue, i.status])).toEqual([
      ['TERA-DEMO-0003', 20_000, 'paid'],
      ['TERA-DEMO-0002', 20_000, 'paid'],
      ['TERA-DEMO-0001', 20_000, 'paid'],
    ]);
  });
});
