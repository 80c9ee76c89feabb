import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiError } from '../../../testing/fake-api';
import { loadSupportAndNewsTexts, renderSignedIn, ticket } from '../../../testing/support-news-server';
import { SupportPage } from './support-page';

const WAIT = { timeout: 5000 };

function fill(title: string, description: string) {
  fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: title } });
  fireEvent.change(screen.getByLabelText(/^Categoría/), { target: { value: 'account' } });
  fireEvent.change(screen.getByLabelText(/^Descripción/), { target: { value: description } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('SupportPage', () => {
  beforeEach(loadSupportAndNewsTexts);

  it('says the spec’s message at the title’s limit and sends nothing', async () => {
    const { calls } = renderSignedIn('/support', '/support', <SupportPage />, {});
    await screen.findByRole('heading', { name: 'Abre un ticket' }, WAIT);
    fill('abcd', 'a'.repeat(25));
    expect(
      await screen.findByText('El título debe tener al menos 5 caracteres.', undefined, WAIT),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps what was typed and says the message could not be sent when sending fails', async () => {
    renderSignedIn('/support', '/support', <SupportPage />, {
      'POST /api/v1/support/tickets': () => apiError(503, 'DATABASE_ERROR'),
    });
    await screen.findByRole('heading', { name: 'Abre un ticket' }, WAIT);
    fill('No puedo entrar', 'Desde esta mañana la app me dice que mi sesión ha caducado.');
    expect(
      await screen.findByText('No se pudo enviar el mensaje. Inténtalo de nuevo.', undefined, WAIT),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Título/) as HTMLInputElement).value).toBe('No puedo entrar');
  });

  it('shows the response time of each priority', async () => {
    renderSignedIn('/support', '/support', <SupportPage />, {});
    expect(await screen.findByText('Inmediata', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('En menos de 2 horas')).toBeTruthy();
  });

  it('opens a ticket’s conversation from the address, with support’s answer', async () => {
    const answered = ticket({
      status: 'waiting_response',
      messages: [
        {
          id: 'm1',
          fromSupport: true,
          authorName: 'Soporte',
          body: '¿Qué navegador usas?',
          createdAt: '2026-03-02T11:00:00.000Z',
        },
      ],
    });
    renderSignedIn(`/support?ticket=${answered.id}`, '/support', <SupportPage />, {
      [`GET /api/v1/support/tickets/${answered.id}`]: () => ({ status: 200, body: { ticket: answered } }),
    });
    expect(await screen.findByText('¿Qué navegador usas?', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Esperando respuesta')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar el ticket' })).toBeTruthy();
  });
});
