import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, type TestPerson } from '../../../test/support/sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { ASSISTANT_LIMITS } from './assistant-limits.ts';

interface ProviderCall {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** An OpenAI-compatible provider on loopback: answers, or rate-limits when told to. */
function fakeProvider() {
  const calls: ProviderCall[] = [];
  let rateLimited = false;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as never,
      });
      if (rateLimited) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '20' });
        res.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: 'Programad menos reuniones los martes.' } }],
        }),
      );
    });
  });
  return {
    calls,
    rateLimit: (on: boolean) => (rateLimited = on),
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

describe('the team assistant with a provider', () => {
  const provider = fakeProvider();
  let app: TestApp;
  let carlos: TestPerson;

  beforeAll(async () => {
    const url = await provider.listen();
    app = await createTestApp({
      TRUST_PROXY: 'true',
      AI_BASE_URL: url,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'tera-test-model',
    });
    await seedDemoData(app.deps, 'http://localhost:3000');
    carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await app.dispose();
    await provider.close();
  });

  const ask = (question: string) =>
    app.request('/api/v1/team/assistant', as(carlos, jsonRequest('POST', { question })));

  it("answers from the team's shown figures, never naming or quoting people who do not share", async () => {
    const response = await ask('¿Qué puedo hacer?');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: 'Programad menos reuniones los martes.' });
    const call = provider.calls.at(-1)!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer test-key');
    expect(call.body.model).toBe('tera-test-model');
    const prompt = call.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Elena Torres');
    for (const notSharing of [
      'Pablo Romero',
      'María Sánchez',
      'Diego Navarro',
      'Alba Serrano',
      'Iván Molina',
    ]) {
      expect(prompt).not.toContain(notSharing);
    }
    expect(prompt).toContain('¿Qué puedo hacer?');
    expect(prompt).toContain('Answer in Spanish');
  });

  it('passes the provider’s rate limit on as AI_RATE_LIMIT', async () => {
    provider.rateLimit(true);
    try {
      const response = await ask('¿Y ahora?');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('20');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('AI_RATE_LIMIT');
    } finally {
      provider.rateLimit(false);
    }
  });

  it('holds a leader to ten questions an hour, even all asked at once, before the provider is called', async () => {
    const lucia = await signIn(app, 'lucia@demo.tera.local', DEMO_PASSWORD);
    const before = provider.calls.length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        app.request('/api/v1/team/assistant', as(lucia, jsonRequest('POST', { question: '¿Cómo vamos?' }))),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ASSISTANT_LIMITS.person.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ASSISTANT_LIMITS.person.limit);
    expect(provider.calls.length - before).toBe(ASSISTANT_LIMITS.person.limit);
    const refused = answers.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('AI_RATE_LIMIT');
  });
});
