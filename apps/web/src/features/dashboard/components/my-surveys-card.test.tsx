import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { i18n } from '../../../lib/i18n';
import { me } from '../../../testing/dashboard-server';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { engagement, SURVEY_ID } from '../../../testing/surveys-server';
import { MySurveysCard } from './my-surveys-card';

const WAIT = { timeout: 5000 };
const person = me();

function serve(surveys: unknown[]) {
  fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: person }),
    'GET /api/v1/companies/acme/my-surveys': () => ({ status: 200, body: { surveys } }),
  });
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <AuthProvider>
            <MySurveysCard />
          </AuthProvider>
        ),
      },
    ],
    '/dashboard',
  );
}

describe('MySurveysCard', () => {
  beforeEach(() => i18n.loadNamespaces(['dashboard']));

  it('lists the open surveys with their mode and a link to answer', async () => {
    serve([
      {
        id: SURVEY_ID,
        title: engagement.title,
        languages: ['es', 'en'],
        mode: 'anonymous',
        closesOn: '2026-03-13',
        questionCount: 8,
        started: false,
      },
    ]);
    const link = await screen.findByRole('link', { name: 'Compromiso' }, WAIT);
    expect(link.getAttribute('href')).toBe(`/empresa/acme/surveys/${SURVEY_ID}`);
    expect(screen.getByText('8 preguntas · hasta el 13 de marzo')).toBeTruthy();
    expect(screen.getByText('Anónima')).toBeTruthy();
  });

  it('says when there is none', async () => {
    serve([]);
    expect(await screen.findByText('No tienes encuestas abiertas.', undefined, WAIT)).toBeTruthy();
  });
});
