import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardSchema, companyAnalyticsSchema, type PeriodSummaryResponse } from '@tera/domain';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { as, type TestPerson } from '../../../test/support/sessions.ts';
import {
  checkIn,
  companyOf,
  recovered,
  setDay,
  VALUES,
  type Seen,
  type Truth,
} from '../../../test/privacy/attacker-view.ts';

/**
 * The attacker is the admin of a company of seven who do not share, reading every summary the
 * dashboard and analytics show after each answer over two days: the day, the week, the month, the
 * month before and each analytics period. Any two or three of them, from any readings, added and
 * subtracted, must never cover fewer answers than the threshold and match someone's answers.
 */
describe('an admin subtracting period summaries', () => {
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];

  const asSeen = (label: string, summary: PeriodSummaryResponse): Seen[] =>
    summary.indicators
      ? [
          {
            label,
            // Every summary spans both days, so all are set against each other.
            date: 'period',
            counted: summary.answered,
            means: [
              summary.indicators.energy,
              summary.indicators.mentalPressure,
              summary.indicators.personalConcerns,
              summary.indicators.motivation,
            ],
          },
        ]
      : [];

  async function readEverything(label: string) {
    const dashboard = adminDashboardSchema.parse(
      await (await app.request('/api/v1/companies/summing/admin-dashboard', as(admin))).json(),
    );
    const figures = [
      ...asSeen(`${label} today`, dashboard.participation.today),
      ...asSeen(`${label} week`, dashboard.participation.week),
      ...asSeen(`${label} month`, dashboard.pulse.month),
    ];
    for (const days of [30, 90, 365]) {
      const analytics = companyAnalyticsSchema.parse(
        await (await app.request(`/api/v1/companies/summing/analytics?days=${days}`, as(admin))).json(),
      );
      figures.push(...asSeen(`${label} ${days}d`, analytics.current));
    }
    seen.push(...figures);
    return dashboard;
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    ({ admin, people } = await companyOf(app, 'summing', 7));
  }, 60_000);
  afterAll(() => app.dispose());

  it('learns nobody’s answer from any combination of summaries and readings', async () => {
    setDay(app, '2026-03-03T10:00:00.000Z');
    for (const [i, person] of people.slice(0, 4).entries()) {
      await checkIn(app, person, VALUES[i]!, truth, 'period');
      await readEverything(`day one after ${i + 1}`);
    }
    setDay(app, '2026-03-04T10:00:00.000Z');
    const todays: (number | null)[] = [];
    for (const [i, person] of people.slice(1).entries()) {
      await checkIn(app, person, VALUES[(i + 4) % VALUES.length]!, truth, 'period');
      const dashboard = await readEverything(`day two after ${i + 1}`);
      todays.push(
        dashboard.participation.today.pulse === null ? null : dashboard.participation.today.answered,
      );
    }
    expect(recovered(seen, truth)).toEqual([]);
    // Today's participation is told a batch of three at a time, never one answer more.
    expect(todays).toEqual([null, null, 3, 3, 3, 6]);
  });

  it('still shows the company, in whole batches', () => {
    const counts = new Set(seen.map((figure) => figure.counted));
    for (const count of counts) expect(count % 3).toBe(0);
    expect(Math.max(...counts)).toBe(9);
  });
});
