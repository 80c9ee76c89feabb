import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsageSchema, usageEventSchema } from '@tera/domain';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { usageEvents, usageSessions } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';
import type { SeededPerson } from './seed-demo-people.ts';
import { planDemoUsage } from './seed-demo-usage.ts';

const NOW = new Date(TEST_NOW);

describe('the demo usage', () => {
  let app: TestApp;
  let people: SeededPerson[];

  beforeAll(async () => {
    app = await createTestApp();
    people = await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  it('gives every person of the demo company visits over the last three weeks, and none to the super-admin', async () => {
    const sessions = await app.deps.database.db.select().from(usageSessions);
    const members = people.filter((person) => person.companyId !== null && !person.spec.isSuperAdmin);
    expect(new Set(sessions.map((session) => session.userId))).toEqual(new Set(members.map((m) => m.userId)));
    for (const session of sessions) {
      expect(session.startedAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 22 * 86_400_000);
      expect(session.endedAt!.getTime()).toBeLessThan(NOW.getTime());
      expect(session.totalSeconds).toBeGreaterThan(0);
    }
  });

  it('holds only events the capture itself could send', async () => {
    const events = await app.deps.database.db.select().from(usageEvents);
    expect(events.length).toBeGreaterThan(500);
    for (const event of events) {
      const sent = {
        id: event.id,
        type: event.type,
        screen: event.screen,
        at: event.occurredAt.toISOString(),
      };
      const parsed = usageEventSchema.safeParse(event.data === null ? sent : { ...sent, data: event.data });
      expect(parsed.success, JSON.stringify(event)).toBe(true);
    }
  });

  it('is the same on every run', () => {
    expect(planDemoUsage(people, NOW)).toEqual(planDemoUsage(people, NOW));
  });

  it("fills the admin's usage screen with released figures", async () => {
    const ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const response = await app.request('/api/v1/companies/demo/usage?days=30', as(ana));
    const usage = companyUsageSchema.parse(await response.json());
    expect(usage.released).toBe(true);
    expect(usage.activePeople).toBeGreaterThanOrEqual(10);
    expect(usage.screens.map((screen) => screen.screen)).toContain('/dashboard');
    // Only the company's few admins open its admin screens: too few people to list them.
    expect(usage.screens.map((screen) => screen.screen)).not.toContain('/empresa/:slug/admin/usage');
    expect(usage.withheldScreens).toBeGreaterThan(0);
  });
});
