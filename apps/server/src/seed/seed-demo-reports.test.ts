import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedReportListSchema } from '@tera/domain';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { DEMO_SAVED_REPORT } from './seed-demo-reports.ts';

describe('the demo saved report', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  it('is listed for the demo admin and runs', async () => {
    const ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const list = savedReportListSchema.parse(
      await (await app.request('/api/v1/companies/demo/custom-reports', as(ana))).json(),
    );
    expect(list.reports).toHaveLength(1);
    expect(list.reports[0]).toMatchObject(DEMO_SAVED_REPORT);
    const run = await app.request(
      `/api/v1/companies/demo/custom-reports/${list.reports[0]!.id}/download?format=csv&lang=es`,
      as(ana),
    );
    expect(run.status).toBe(200);
    // Thirteen calendar months touch a year's days, and the whole period.
    expect((await run.text()).trimEnd().split('\r\n')).toHaveLength(1 + 13 + 1);
  });
});
