import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { newsItem } from '../../../testing/support-news-server';
import { FeaturedNews } from './featured-news';

const WAIT = { timeout: 5000 };

function renderHome() {
  renderRoutes([{ path: '/empresa/:slug', element: <FeaturedNews slug="acme" /> }], '/empresa/acme');
}

describe('FeaturedNews', () => {
  beforeEach(() => i18n.loadNamespaces(['company']));

  it('shows the newest featured article on the company home', async () => {
    fakeApi({
      'GET /api/v1/companies/acme/news': () => ({
        status: 200,
        body: {
          articles: [
            newsItem({ id: 'f1', title: 'Semana del bienestar', featured: true }),
            newsItem({ id: 'n1', title: 'Resultados del trimestre' }),
          ],
        },
      }),
    });
    renderHome();
    const link = await screen.findByRole('link', { name: 'Semana del bienestar' }, WAIT);
    expect(link.getAttribute('href')).toBe('/news/f1');
    expect(screen.queryByText('Resultados del trimestre')).toBeNull();
  });

  it('says the news could not be loaded', async () => {
    fakeApi({ 'GET /api/v1/companies/acme/news': () => apiError(503, 'DATABASE_ERROR') });
    renderHome();
    expect(await screen.findByText('No se pudieron cargar las noticias', undefined, WAIT)).toBeTruthy();
  });
});
