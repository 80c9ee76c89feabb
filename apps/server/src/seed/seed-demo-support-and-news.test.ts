import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedArticle, NewsItem, TicketSummary } from '@tera/domain';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';

describe('the demo support and news', () => {
  let app: TestApp;
  const get = async <T>(email: string, path: string) =>
    (await (await app.request(`/api/v1${path}`, as(await signIn(app, email, DEMO_PASSWORD)))).json()) as T;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  it('gives a person tickets with support’s answers, and support an inbox', async () => {
    const { tickets } = await get<{ tickets: TicketSummary[] }>('javier@demo.tera.local', '/support/tickets');
    expect(tickets).toMatchObject([{ title: 'El recordatorio llega a una hora rara', status: 'resolved' }]);
    expect(tickets[0]!.firstResponseAt).not.toBeNull();
    const inbox = await get<{ tickets: TicketSummary[] }>('super@demo.tera.local', '/admin/support/tickets');
    expect(inbox.tickets).toHaveLength(3);
  });

  it('publishes a featured article read and confirmed by part of the company, and keeps drafts from readers', async () => {
    const { articles } = await get<{ articles: ManagedArticle[] }>(
      'ana@demo.tera.local',
      '/companies/demo/articles',
    );
    expect(articles.map((article) => article.state).sort()).toEqual([
      'draft',
      'published',
      'published',
      'scheduled',
    ]);
    const policy = articles.find((article) => article.requiresConfirmation)!;
    expect(policy.stats.confirmations).toBeGreaterThan(0);
    expect(policy.stats.confirmations).toBeLessThan(policy.stats.reach);
    const news = await get<{ articles: NewsItem[] }>('maria@demo.tera.local', '/companies/demo/news');
    expect(news.articles.map((article) => article.title)).toEqual([
      'Nueva política de teletrabajo',
      'Semana del bienestar',
    ]);
  });
});
