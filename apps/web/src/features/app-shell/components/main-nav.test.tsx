import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Me } from '@tera/domain';
import { i18n } from '../../../lib/i18n';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { renderRoutes, stubFetch } from '../../../testing/render';
import { me, profile } from '../../../testing/dashboard-server';
import { MainNav } from './main-nav';

function renderNav(person: Me) {
  return stubFetch({
    '/api/auth/get-session': { status: 200, body: { user: { id: person.user.id } } },
    '/api/v1/me': { status: 200, body: person },
  });
}

function showNav() {
  renderRoutes([
    {
      path: '*',
      element: (
        <AuthProvider>
          <MainNav id="nav" isOpen={false} onNavigate={() => undefined} />
        </AuthProvider>
      ),
    },
  ]);
}

const groupsIn = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('group')
    .map((group) => [
      group.getAttribute('aria-labelledby') &&
        document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent,
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ]);

describe('MainNav', () => {
  beforeEach(async () => {
    await i18n.loadNamespaces(['auth']);
  });

  it('groups a leader’s other places behind More, which Escape closes with focus back on it', async () => {
    renderNav(me(profile({ role: 'leader' }), { isLeader: true }));
    showNav();
    // The phone list holds the same links; once it names a company's place, the person has loaded.
    await screen.findAllByRole('link', { name: 'Evaluaciones' });
    const more = screen.getByRole('button', { name: 'Más' });
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(groupsIn(panel)).toEqual([
      ['Mi bienestar', ['Ejercicios de bienestar', 'Notas personales', 'TeraWrap']],
      [
        'Desarrollo',
        [
          'Evaluaciones',
          'Observaciones',
          'Plan de carrera',
          'Mis formaciones',
          'Catálogo de formaciones',
          'Gestión de formaciones',
        ],
      ],
      ['Equipo y empresa', ['Ausencias', 'Reconocimientos', 'Puntos y niveles', 'Noticias']],
      ['Ayuda', ['Soporte', 'Datos de uso']],
    ]);
    expect(within(panel).getByRole('link', { name: 'Observaciones' }).getAttribute('href')).toBe(
      '/observations',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(more);
  });

  it('gives an employee no leader’s places', async () => {
    renderNav(me(profile()));
    showNav();
    expect(await screen.findAllByRole('link', { name: 'Mis formaciones' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Más' }));
    expect(screen.getAllByRole('link', { name: 'Mis formaciones' })).toHaveLength(2);
    expect(screen.queryAllByRole('link', { name: 'Observaciones' })).toEqual([]);
    expect(screen.queryAllByRole('link', { name: 'Gestión de formaciones' })).toEqual([]);
  });

  it('gives a person without a company their own places and help', async () => {
    const calls = renderNav(me(profile({ companyId: null, reportsTo: null }), { company: null }));
    showNav();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/v1/me'));
    const more = await screen.findByRole('button', { name: 'Más' });
    fireEvent.click(more);
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(groupsIn(panel).map(([section]) => section)).toEqual(['Mi bienestar', 'Ayuda']);
  });
});
