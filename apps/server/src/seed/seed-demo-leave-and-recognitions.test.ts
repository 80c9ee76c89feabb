import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leaveAnalysisSchema,
  leaveRequestListSchema,
  myPointsSchema,
  recognitionFeedSchema,
} from '@tera/domain';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';

describe('the demo leave and recognitions', () => {
  let app: TestApp;
  const read = async (email: string, path: string) =>
    (await app.request(`/api/v1${path}`, as(await signIn(app, email, DEMO_PASSWORD)))).json();

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  it('give the demo leader pending requests and an analysis with someone who asks often', async () => {
    const carlos = 'carlos@demo.tera.local';
    const pending = leaveRequestListSchema.parse(await read(carlos, '/leave/approvals'));
    expect(pending.requests.map((request) => request.person_name).sort()).toEqual([
      'Diego Navarro',
      'María Sánchez',
    ]);
    const analysis = leaveAnalysisSchema.parse(await read(carlos, '/leave/analysis'));
    expect(analysis.frequent.map((entry) => entry.person_name)).toEqual(['Diego Navarro']);
    expect(analysis.long.map((entry) => entry.person_name)).toContain('Elena Torres');
    const all = leaveRequestListSchema.parse(await read('pablo@demo.tera.local', '/leave/requests'));
    expect(all.requests.map((request) => request.status).sort()).toEqual(['approved', 'rejected']);
  });

  it('leave the demo employee free today, ten points short of apprentice, with a company board to read', async () => {
    const javier = 'javier@demo.tera.local';
    expect(((await read(javier, '/checkins/today')) as { onLeave: boolean }).onLeave).toBe(false);
    const points = myPointsSchema.parse(await read(javier, '/points/me'));
    expect(points.progress).toMatchObject({ points: 40, level: 'novice', next_level: 'apprentice' });
    const feed = recognitionFeedSchema.parse(await read(javier, '/recognitions'));
    expect(feed.recognitions.length).toBeGreaterThan(5);
    expect(feed.recognitions.every((recognition) => recognition.is_public)).toBe(true);
  });
});
