import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiError } from '../../../testing/fake-api';
import { loadSupportAndNewsTexts, newsItem, renderSignedIn } from '../../../testing/support-news-server';
import { NewsArticlePage } from './news-article-page';
import { NewsPage } from './news-page';

const WAIT = { timeout: 5000 };

describe('NewsPage', () => {
  beforeEach(loadSupportAndNewsTexts);

  it('says the news could not be loaded, and loads them on retry', async () => {
    let fail = true;
    renderSignedIn('/news', '/news', <NewsPage />, {
      'GET /api/v1/companies/acme/news': () =>
        fail ? apiError(503, 'DATABASE_ERROR') : { status: 200, body: { articles: [newsItem()] } },
    });
    expect(await screen.findByText('No se pudieron cargar las noticias', undefined, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Nueva política de teletrabajo' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Pendiente de confirmar')).toBeTruthy();
  });

  it('confirms reading an article that asks for it, once', async () => {
    const item = newsItem();
    const article = { ...item, content: '<p>Dos días en casa.</p>' };
    const { calls } = renderSignedIn(`/news/${item.id}`, '/news/:articleId', <NewsArticlePage />, {
      [`GET /api/v1/companies/acme/news/${item.id}`]: () => ({ status: 200, body: { article } }),
      [`POST /api/v1/companies/acme/news/${item.id}/confirmation`]: () => ({
        status: 200,
        body: { article: { ...article, confirmedAt: '2026-03-02T10:00:00.000Z' } },
      }),
    });
    expect(await screen.findByText('Dos días en casa.', undefined, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmo que lo he leído' }));
    expect(await screen.findByText(/Confirmaste la lectura el/, undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmo que lo he leído' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
