import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  adminDashboardSchema,
  companyAnalyticsSchema,
  companyTagsSchema,
  pulseScore,
  type CompanyAnalyticsResponse,
  type PeriodSummaryResponse,
} from '@tera/domain';
import {
  companies,
  companySubscriptions,
  dailyCheckins,
  invitations,
  userProfiles,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs } from '../../../test/support/company-people.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

const camel = (group: 'day_dynamics' | 'personal_conditions' | 'special_situations') =>
  (
    ({
      day_dynamics: 'dayDynamics',
      personal_conditions: 'personalConditions',
      special_situations: 'specialSituations',
    }) as const
  )[group];

describe('the admin dashboard and company analytics', () => {
  let app: TestApp;
  let ana: TestPerson;
  let companyId: string;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const [demo] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'demo'));
    companyId = demo!.id;
  }, 60_000);
  afterAll(() => app.dispose());

  const readAnalytics = async (days: number) => {
    const response = await app.request(`/api/v1/companies/demo/analytics?days=${days}`, as(ana));
    expect(response.status).toBe(200);
    return companyAnalyticsSchema.parse(await response.json());
  };

  /**
   * The same figures summed independently from the stored answers: each shown day's first
   * `answered` answers in stored order, the ones its release covers.
   */
  async function independently(days: CompanyAnalyticsResponse['days']) {
    const sums: [number, number, number, number] = [0, 0, 0, 0];
    let answered = 0;
    for (const day of days.filter((d) => d.pulse !== null)) {
      const rows = await app.deps.database.db
        .select()
        .from(dailyCheckins)
        .where(and(eq(dailyCheckins.checkInDate, day.date), eq(dailyCheckins.groupCompanyId, companyId)))
        .orderBy(
          sql`greatest(${dailyCheckins.createdAt}, ${dailyCheckins.submittedAt})`,
          dailyCheckins.userId,
        );
      for (const row of rows.slice(0, day.answered)) {
        sums[0] += row.energy;
        sums[1] += row.mentalPressure;
        sums[2] += row.personalConcerns;
        sums[3] += row.motivation;
      }
      answered += day.answered;
    }
    const [energy, mental_pressure, personal_concerns, motivation] = sums.map((sum) => sum / answered) as [
      number,
      number,
      number,
      number,
    ];
    return { answered, energy, mental_pressure, personal_concerns, motivation };
  }

  const expectMatches = (
    summary: PeriodSummaryResponse,
    truth: Awaited<ReturnType<typeof independently>>,
  ) => {
    expect(summary.answered).toBe(truth.answered);
    expect(Math.abs(summary.indicators!.energy - truth.energy)).toBeLessThanOrEqual(0.06);
    expect(Math.abs(summary.indicators!.motivation - truth.motivation)).toBeLessThanOrEqual(0.06);
    expect(Math.abs(summary.pulse! - pulseScore(truth))).toBeLessThanOrEqual(1);
  };

  it('sums each period from the released days, equal to the stored answers they cover', async () => {
    for (const period of [30, 90, 365]) {
      const body = await readAnalytics(period);
      expect(body.days).toHaveLength(period);
      expect(body.current.answered).toBeGreaterThan(0);
      expectMatches(body.current, await independently(body.days));
    }
  });

  it('compares with the period just before, cut by the same release', async () => {
    const month = await readAnalytics(30);
    const quarter = await readAnalytics(90);
    // The month before this one lies inside the quarter.
    const before = quarter.days.slice(-60, -30);
    expectMatches(month.previous, await independently(before));
    expect(month.previous.to < month.current.from).toBe(true);
  });

  it('gives the pulse with each context tag over whole past weeks, equal to the answers each covers', async () => {
    const response = await app.request('/api/v1/companies/demo/analytics/tags', as(ana));
    expect(response.status).toBe(200);
    const byTag = companyTagsSchema.parse(await response.json());
    expect(byTag.tags.length).toBeGreaterThan(0);
    const shown = byTag.tags.filter((tag) => tag.withheld === null);
    expect(shown.length).toBeGreaterThan(0);
    for (const tag of byTag.tags.filter((t) => t.withheld !== null)) {
      expect(tag).toMatchObject({ answers: null, pulse: null, otherPulse: null });
    }
    // The window's days as the company evolution released them, counted independently.
    const days = (await readAnalytics(90)).days.filter(
      (day) => day.date >= byTag.from && day.date <= byTag.to && day.pulse !== null,
    );
    const counted: (typeof dailyCheckins.$inferSelect)[] = [];
    for (const day of days) {
      const rows = await app.deps.database.db
        .select()
        .from(dailyCheckins)
        .where(and(eq(dailyCheckins.checkInDate, day.date), eq(dailyCheckins.groupCompanyId, companyId)))
        .orderBy(
          sql`greatest(${dailyCheckins.createdAt}, ${dailyCheckins.submittedAt})`,
          dailyCheckins.userId,
        );
      counted.push(...rows.slice(0, day.answered));
    }
    const score = (row: (typeof counted)[number]) =>
      pulseScore({
        energy: row.energy,
        mental_pressure: row.mentalPressure,
        personal_concerns: row.personalConcerns,
        motivation: row.motivation,
      });
    for (const tag of shown) {
      const has = (row: (typeof counted)[number]) =>
        tag.group === 'work_modality'
          ? row.workModality === tag.tag
          : ((row[camel(tag.group)] ?? []) as readonly string[]).includes(tag.tag);
      const withTag = counted.filter(has);
      expect(tag.answers, tag.tag).toBe(withTag.length);
      const mean = withTag.reduce((sum, row) => sum + score(row), 0) / withTag.length;
      expect(Math.abs(tag.pulse! - mean), tag.tag).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses any period but 30, 90 or 365 days', async () => {
    const response = await app.request('/api/v1/companies/demo/analytics?days=45', as(ana));
    expect(response.status).toBe(400);
  });

  it('counts people, seats and open invitations as stored, and the month as analytics does', async () => {
    const response = await app.request('/api/v1/companies/demo/admin-dashboard', as(ana));
    expect(response.status).toBe(200);
    const body = adminDashboardSchema.parse(await response.json());
    const { db } = app.deps.database;
    const people = await db.select().from(userProfiles).where(eq(userProfiles.companyId, companyId));
    const open = await db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.companyId, companyId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, app.deps.clock.now()),
        ),
      );
    const [subscription] = await db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, companyId));
    expect(body.people).toEqual({
      active: people.filter((p) => p.isActive).length,
      deactivated: people.filter((p) => !p.isActive).length,
      invited: open.length,
      seats: subscription!.maxEmployees,
    });
    expect(body.subscription.plan).toBe(subscription!.planType);
    expect(body.subscription.status).toBe(subscription!.status);
    expect(body.invitations.pending).toBe(open.length);

    const analytics = await readAnalytics(30);
    expect(body.pulse.month).toEqual(analytics.current);
    expect(body.pulse.trend).toEqual(analytics.days);
    expectMatches(body.participation.week, await independently(analytics.days.slice(-7)));
    const active = body.people.active;
    expect(body.participation.month.participation).toBe(
      Math.round((body.participation.month.answered / (active * 30)) * 100),
    );
  });

  it('shows every summary as a union of released days, so two never differ by fewer than the threshold', async () => {
    const dashboard = adminDashboardSchema.parse(
      await (await app.request('/api/v1/companies/demo/admin-dashboard', as(ana))).json(),
    );
    const summaries = [
      dashboard.participation.today,
      dashboard.participation.week,
      dashboard.participation.month,
      dashboard.pulse.previousMonth,
      (await readAnalytics(30)).previous,
      (await readAnalytics(90)).current,
      (await readAnalytics(365)).current,
    ];
    for (const a of summaries) {
      for (const b of summaries) {
        const gap = Math.abs(a.answered - b.answered);
        expect(gap === 0 || gap >= dashboard.threshold).toBe(true);
      }
    }
  });

  it('is refused to a leader, and to another company’s admin as if the company did not exist', async () => {
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    for (const path of ['admin-dashboard', 'analytics', 'analytics/tags', 'analytics/tags/teams']) {
      const asLeader = await app.request(`/api/v1/companies/demo/${path}`, as(javier));
      expect(asLeader.status).toBe(403);
    }
    const other = await signUp(app, { email: 'admin@elsewhere.test' });
    await createCompanyAs(app, other, 'elsewhere');
    for (const path of ['admin-dashboard', 'analytics', 'analytics/tags', 'analytics/tags/teams']) {
      expect((await app.request(`/api/v1/companies/demo/${path}`, as(other))).status).toBe(404);
    }
    for (const path of ['admin-dashboard', 'analytics', 'analytics/tags']) {
      expect((await app.request(`/api/v1/companies/elsewhere/${path}`, as(other))).status).toBe(200);
    }
  });

  it('answers analytics only on a plan with basicAnalytics, naming the plans when it refuses', async () => {
    const { db } = app.deps.database;
    const [row] = await db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, companyId));
    await db
      .update(companySubscriptions)
      .set({ features: { ...row!.features, basicAnalytics: false } })
      .where(eq(companySubscriptions.companyId, companyId));
    const response = await app.request('/api/v1/companies/demo/analytics', as(ana));
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { reason: string; details?: Record<string, string> } };
    expect(body.error.reason).toBe('FEATURE_BLOCKED');
    // The dashboard itself is every admin's.
    expect((await app.request('/api/v1/companies/demo/admin-dashboard', as(ana))).status).toBe(200);
    await db
      .update(companySubscriptions)
      .set({ features: row!.features })
      .where(eq(companySubscriptions.companyId, companyId));
    expect((await app.request('/api/v1/companies/demo/analytics', as(ana))).status).toBe(200);
  });
});
