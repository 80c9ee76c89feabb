import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs } from '../../../test/support/company-people.ts';

// TEST_NOW is Monday 2 March 2026, 11:00 in Madrid: the first quarter, with 1 April ahead.
interface Recognition {
  id: string;
  receiver_id: string;
  points: number | null;
  is_public: boolean;
}
interface ErrorBody {
  error: { reason?: string };
}
interface PointsBody {
  progress: { points: number; level: string; next_level: string | null; progress_percent: number };
  received: Recognition[];
}

describe('recognitions and points API', () => {
  let app: TestApp;
  let giver: TestPerson;
  let receiver: TestPerson;
  let colleague: TestPerson;
  let admin: TestPerson;
  let outsider: TestPerson;
  let individual: TestPerson;

  const give = (who: TestPerson, body: Record<string, unknown>) =>
    app.request(
      '/api/v1/recognitions',
      as(
        who,
        jsonRequest('POST', {
          category: 'teamwork',
          title: 'Gracias',
          message: 'Por cubrirme el viernes',
          points: null,
          is_public: true,
          ...body,
        }),
      ),
    );
  const get = (who: TestPerson, path: string) => app.request(`/api/v1${path}`, as(who));
  const feedIds = async (who: TestPerson) =>
    ((await (await get(who, '/recognitions')).json()) as { recognitions: Recognition[] }).recognitions.map(
      (r) => r.id,
    );
  const pointsOf = async (who: TestPerson) => (await (await get(who, '/points/me')).json()) as PointsBody;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    giver = await signIn(app, 'pablo@demo.tera.local', DEMO_PASSWORD);
    receiver = await signIn(app, 'diego@demo.tera.local', DEMO_PASSWORD);
    colleague = await signIn(app, 'alba@demo.tera.local', DEMO_PASSWORD);
    admin = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    individual = await signIn(app, 'tomas@demo.tera.local', DEMO_PASSWORD);
    outsider = await signUp(app, { email: 'admin@otra.test' });
    await createCompanyAs(app, outsider, 'otra');
  }, 90_000);
  afterAll(() => app?.dispose());

  it('is for signed-in people of a company only', async () => {
    expect((await app.request('/api/v1/recognitions')).status).toBe(401);
    expect((await get(individual, '/recognitions')).status).toBe(403);
    expect((await get(individual, '/points/me')).status).toBe(403);
  });

  it('moves the receiver’s points and level, and puts a public one in the company’s feed only', async () => {
    const before = await pointsOf(receiver);
    const given = await give(giver, { receiver_id: receiver.userId, points: 20 });
    expect(given.status).toBe(201);
    const { recognition } = (await given.json()) as { recognition: Recognition };
    const after = await pointsOf(receiver);
    expect(after.progress.points).toBe(before.progress.points + 20);
    expect(after.received.map((r) => r.id)).toContain(recognition.id);
    expect(await feedIds(colleague)).toContain(recognition.id);
    expect(await feedIds(outsider)).not.toContain(recognition.id);
  });

  it('shows a private one to its two people only, admins included among the others', async () => {
    const given = await give(giver, {
      receiver_id: receiver.userId,
      is_public: false,
      title: 'Solo para ti',
    });
    const { recognition } = (await given.json()) as { recognition: Recognition };
    expect(await feedIds(colleague)).not.toContain(recognition.id);
    expect(await feedIds(admin)).not.toContain(recognition.id);
    expect((await pointsOf(receiver)).received.map((r) => r.id)).toContain(recognition.id);
    expect((await pointsOf(colleague)).received.map((r) => r.id)).not.toContain(recognition.id);
  });

  it('refuses recognising oneself, someone of another company, or points beyond what is left', async () => {
    const self = await give(giver, { receiver_id: giver.userId });
    expect(((await self.json()) as ErrorBody).error.reason).toBe('SELF_RECOGNITION');
    expect((await give(giver, { receiver_id: outsider.userId })).status).toBe(404);
    expect((await give(outsider, { receiver_id: receiver.userId })).status).toBe(404);
    expect((await give(giver, { receiver_id: receiver.userId, points: 0 })).status).toBe(400);

    // 20 given already: 80 left, so 15 + 15 + 20 + 20 leaves 10, and 11 is too many.
    for (const points of [15, 15, 20, 20]) {
      expect((await give(giver, { receiver_id: colleague.userId, points })).status).toBe(201);
    }
    const allowance = (await (await get(giver, '/recognitions/allowance')).json()) as {
      points_left: number;
      recognitions_left: number;
      next_quarter_start: string;
    };
    expect(allowance).toMatchObject({
      points_left: 10,
      recognitions_left: 4,
      next_quarter_start: '2026-04-01',
    });
    const tooMany = await give(giver, { receiver_id: colleague.userId, points: 11 });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as ErrorBody).error.reason).toBe('POINTS_LIMIT');
  });

  it('stops at ten recognitions in the quarter', async () => {
    for (let given = 6; given < 10; given += 1) {
      expect((await give(giver, { receiver_id: colleague.userId })).status).toBe(201);
    }
    const eleventh = await give(giver, { receiver_id: colleague.userId });
    expect(((await eleventh.json()) as ErrorBody).error.reason).toBe('RECOGNITION_LIMIT');
    // Another person's limit is their own.
    expect((await give(colleague, { receiver_id: giver.userId, points: 20 })).status).toBe(201);
  });

  it('lists the colleagues one may recognise, without oneself or another company', async () => {
    const { colleagues } = (await (await get(giver, '/recognitions/colleagues')).json()) as {
      colleagues: { id: string }[];
    };
    const idsSeen = colleagues.map((c) => c.id);
    expect(idsSeen).toContain(receiver.userId);
    expect(idsSeen).not.toContain(giver.userId);
    expect(idsSeen).not.toContain(outsider.userId);
  });
});
