import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseSessionListSchema, noteListSchema, teraWrapSchema } from '@tera/domain';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';

describe('the demo notes and exercises', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  it('give the demo employee notes beside their check-ins, one with a picture they alone can open', async () => {
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    const { notes } = noteListSchema.parse(await (await app.request('/api/v1/notes', as(javier))).json());
    expect(notes).toHaveLength(7);
    expect(notes.filter((note) => note.checkin !== null).length).toBeGreaterThan(3);
    const pictured = notes.find((note) => note.attachments.length > 0)!;
    const path = `/api/v1/notes/${pictured.id}/attachments/${pictured.attachments[0]!.id}`;
    const picture = await app.request(path, as(javier));
    expect(picture.headers.get('content-type')).toBe('image/png');
    const ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    expect((await app.request(path, as(ana))).status).toBe(404);
  });

  it('give the demo employee exercises that show in their TeraWrap, and someone on their own notes too', async () => {
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    const sessions = exerciseSessionListSchema.parse(
      await (await app.request('/api/v1/exercise-sessions?from=2026-01-01&to=2026-03-02', as(javier))).json(),
    );
    expect(sessions.sessions.length).toBe(18);
    const { wrap } = z
      .object({ wrap: teraWrapSchema })
      .parse(await (await app.request('/api/v1/wrap', as(javier))).json());
    expect(wrap.checkinDays).toBeGreaterThan(30);
    expect(wrap.cards).toContain('exercises');
    const tomas = await signIn(app, 'tomas@demo.tera.local', DEMO_PASSWORD);
    const own = noteListSchema.parse(await (await app.request('/api/v1/notes', as(tomas))).json());
    expect(own.notes).toHaveLength(7);
  });
});
