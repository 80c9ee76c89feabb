import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAN_CATALOGUE } from '@tera/domain';
import { companySubscriptions, userProfiles } from '../../src/db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-app.ts';
import { as, type TestPerson } from '../support/sessions.ts';
import {
  checkIn,
  companyOf,
  pointAt,
  readTeam,
  recovered,
  setDay,
  share,
  teamFigures,
  VALUES,
  type Seen,
  type Truth,
} from './attacker-view.ts';

interface Facts {
  today: { date: string; answered: number; indicators?: Record<string, number> };
  lastDays: { date: string; pulse: number; indicators: Record<string, number> }[];
  membersSharingWithLeader: { fullName: string }[];
}

/** An OpenAI-compatible provider on loopback that keeps the prompts it is sent. */
function recordingProvider() {
  const prompts: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { content: string }[] };
      prompts.push(body.messages[0]!.content);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Ánimo.' } }] }));
    });
  });
  return {
    prompts,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`);
        }),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// The assistant is told the panel's figures; asking it after each re-pointing must give away
// no more than the panel does.
describe('an admin asking the team assistant after each re-pointing', () => {
  const provider = recordingProvider();
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  const truth: Truth[] = [];

  beforeAll(async () => {
    const url = await provider.listen();
    app = await createTestApp({ TRUST_PROXY: 'true', AI_BASE_URL: url, AI_API_KEY: 'k', AI_MODEL: 'm' });
    ({ admin, people } = await companyOf(app, 'asks', 5));
    const db = app.deps.database.db;
    const [profile] = await db
      .select({ companyId: userProfiles.companyId })
      .from(userProfiles)
      .where(eq(userProfiles.id, admin.userId));
    const professional = PLAN_CATALOGUE.professional;
    await db
      .update(companySubscriptions)
      .set({ planType: 'professional', status: 'active', features: professional.features })
      .where(eq(companySubscriptions.companyId, profile!.companyId!));
    // Three report to the admin from the start; the fourth shares with another leader.
    for (const person of people.slice(0, 3)) await pointAt(app, admin, 'asks', person, admin.userId);
    await pointAt(app, admin, 'asks', people[3]!, people[4]!.userId);
    await share(app, people[3]!, true);
    setDay(app, '2026-03-03T10:00:00.000Z');
    for (const [i, person] of people.slice(0, 4).entries())
      await checkIn(app, person, VALUES[i]!, truth, '2026-03-03');
  }, 90_000);
  afterAll(async () => {
    await app.dispose();
    await provider.close();
  });

  it('gives away no answer and names nobody who did not consent to her', async () => {
    const seen: Seen[] = [];
    for (const [round, left] of people.slice(0, 4).entries()) {
      for (const person of people.slice(0, 4))
        await pointAt(app, admin, 'asks', person, person === left ? null : admin.userId);
      const response = await app.request(
        '/api/v1/team/assistant',
        as(admin, jsonRequest('POST', { question: '¿Cómo está el equipo?' })),
      );
      expect(response.status).toBe(200);
      const prompt = provider.prompts.at(-1)!;
      const facts = JSON.parse(prompt.slice(prompt.indexOf('Team data (JSON): ') + 18)) as Facts;
      expect(facts.membersSharingWithLeader).toEqual([]);
      const panel = await readTeam(app, admin);
      const shown = new Map(panel.trend.map((day) => [day.date, day]));
      for (const day of facts.lastDays) {
        expect(shown.get(day.date)).toMatchObject({ pulse: day.pulse, indicators: day.indicators });
      }
      seen.push(...teamFigures(panel, `round ${round}`));
    }
    expect(recovered(seen, truth)).toEqual([]);
    expect(seen.map((figure) => figure.counted)).toEqual([3, 3, 3, 3]);
  });
});
