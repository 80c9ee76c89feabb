import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedArticle, NewsArticle, NewsItem } from '@tera/domain';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';

describe('company news', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let admin: TestPerson;
  let ana: TestPerson;
  let bruno: TestPerson;
  let otherAdmin: TestPerson;

  const call = (caller: TestPerson, path: string, method = 'GET', body?: unknown) =>
    app.request(`/api/v1${path}`, as(caller, body === undefined ? { method } : jsonRequest(method, body)));
  const draft = {
    title: 'Nueva política de teletrabajo',
    excerpt: 'Lo que cambia a partir de abril.',
    content: '<h2>Qué cambia</h2><p>Dos días en casa.<script>alert(1)</script></p>',
    category: 'policy',
    tags: ['política'],
    featured: false,
    requiresConfirmation: true,
  };
  const create = async (changes: Record<string, unknown> = {}) => {
    const response = await call(admin, '/companies/acme/articles', 'POST', { ...draft, ...changes });
    expect(response.status).toBe(201);
    return ((await response.json()) as { article: ManagedArticle }).article;
  };
  const publish = async (id: string, publishAt: string | null = TEST_NOW) => {
    const response = await call(admin, `/companies/acme/articles/${id}/publication`, 'PUT', { publishAt });
    expect(response.status).toBe(200);
    return ((await response.json()) as { article: ManagedArticle }).article;
  };
  const newsOf = async (person: TestPerson) =>
    ((await (await call(person, '/companies/acme/news')).json()) as { articles: NewsItem[] }).articles;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@acme.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'acme', 'Acme');
    ana = await joinCompany(app, admin, 'acme', { email: 'ana@acme.test', name: 'Ana' });
    bruno = await joinCompany(app, admin, 'acme', { email: 'bruno@acme.test', name: 'Bruno' });
    otherAdmin = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, otherAdmin, 'globex');
  }, 120_000);
  afterAll(async () => {
    await app.dispose();
    await smtp.stop();
  });

  it('stores the content sanitised: what the editor makes stays, scripts and handlers go', async () => {
    const article = await create({
      content:
        '<p onclick="steal()">Hola <strong>equipo</strong> <a href="javascript:alert(1)">x</a> <a href="https://tera.example">y</a></p><img src=x onerror=alert(1)><script>alert(1)</script>',
    });
    expect(article.content).toBe(
      '<p>Hola <strong>equipo</strong> <a rel="noopener noreferrer" target="_blank">x</a> <a href="https://tera.example" rel="noopener noreferrer" target="_blank">y</a></p>',
    );
    expect(article.state).toBe('draft');
  });

  it('refuses a title too short or too many tags', async () => {
    expect((await call(admin, '/companies/acme/articles', 'POST', { ...draft, title: 'ab' })).status).toBe(
      400,
    );
    const tags = Array.from({ length: 11 }, (_, n) => `t${n}`);
    expect((await call(admin, '/companies/acme/articles', 'POST', { ...draft, tags })).status).toBe(400);
  });

  it('shows readers published articles only: not drafts, not scheduled ones before their moment', async () => {
    const visible = await publish((await create({ title: 'Publicado ya' })).id);
    const scheduled = await publish((await create({ title: 'Para mañana' })).id, '2026-03-03T09:00:00.000Z');
    const kept = await create({ title: 'Borrador guardado' });
    expect(visible.state).toBe('published');
    expect(scheduled.state).toBe('scheduled');
    const titles = (await newsOf(ana)).map((item) => item.title);
    expect(titles).toContain('Publicado ya');
    expect(titles).not.toContain('Para mañana');
    expect(titles).not.toContain('Borrador guardado');
    expect((await call(ana, `/companies/acme/news/${scheduled.id}`)).status).toBe(404);
    expect((await call(ana, `/companies/acme/news/${kept.id}`)).status).toBe(404);
    expect((await call(ana, '/companies/acme/articles')).status).toBe(403);
  });

  it('puts featured articles first', async () => {
    await publish((await create({ title: 'Destacado', featured: true })).id, '2026-03-01T08:00:00.000Z');
    expect((await newsOf(bruno))[0]?.title).toBe('Destacado');
  });

  it('is nothing to another company: neither its readers nor its admins', async () => {
    const article = await publish((await create({ title: 'Solo de Acme' })).id);
    expect((await call(otherAdmin, '/companies/acme/news')).status).toBe(404);
    expect((await call(otherAdmin, `/companies/acme/news/${article.id}`)).status).toBe(404);
    expect((await call(otherAdmin, `/companies/acme/articles/${article.id}`)).status).toBe(404);
    expect((await call(otherAdmin, `/companies/acme/news/${article.id}/confirmation`, 'POST')).status).toBe(
      404,
    );
    expect((await call(otherAdmin, `/companies/globex/news/${article.id}`)).status).toBe(404);
    expect((await call(otherAdmin, `/companies/globex/articles/${article.id}`, 'PUT', draft)).status).toBe(
      404,
    );
  });

  it('counts reads and confirmations once per person, as "X of Y", and reminds those missing', async () => {
    const article = await publish((await create({ title: 'Léelo y confirma' })).id);
    expect(article.stats).toEqual({ reach: 3, reads: 0, confirmations: 0 });

    const read = await call(ana, `/companies/acme/news/${article.id}`);
    expect(((await read.json()) as { article: NewsArticle }).article.readAt).toBe(TEST_NOW);
    await call(ana, `/companies/acme/news/${article.id}`);
    const first = await call(ana, `/companies/acme/news/${article.id}/confirmation`, 'POST');
    expect(((await first.json()) as { article: NewsArticle }).article.confirmedAt).toBe(TEST_NOW);
    expect((await call(ana, `/companies/acme/news/${article.id}/confirmation`, 'POST')).status).toBe(200);

    const stats = (
      (await (await call(admin, `/companies/acme/articles/${article.id}`)).json()) as {
        article: ManagedArticle;
      }
    ).article.stats;
    expect(stats).toEqual({ reach: 3, reads: 1, confirmations: 1 });

    const reminded = await call(admin, `/companies/acme/articles/${article.id}/reminders`, 'POST');
    expect(await reminded.json()).toEqual({ reminded: 2 });
    const remindedTo = smtp.received
      .filter((mail) => mail.decoded.includes('Léelo y confirma'))
      .flatMap((m) => m.to);
    expect(remindedTo.sort()).toEqual(['admin@acme.test', 'bruno@acme.test']);
  });

  it('asks no confirmation of an article that does not require one', async () => {
    const article = await publish(
      (await create({ title: 'Solo para leer', requiresConfirmation: false })).id,
    );
    expect((await call(ana, `/companies/acme/news/${article.id}/confirmation`, 'POST')).status).toBe(403);
  });
});
