import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { i18n } from '../../lib/i18n';
import { PageTitle } from './page-title';

const description = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));

describe('PageTitle', () => {
  it('names the screen in the tab in the language read, and renames it when the language changes', async () => {
    render(<PageTitle page="leaderPanel" />);
    expect(document.title).toBe('Panel de Líder · Tera');
    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Leader Panel · Tera');
  });

  it('describes a public page in the language read, and a signed-in page not at all', async () => {
    const { unmount } = render(<PageTitle page="signIn" />);
    expect(document.title).toBe('Iniciar sesión · Tera');
    expect(description()).toEqual([
      'Inicia sesión en Tera para hacer tu check-in emocional diario y seguir el pulso de tu equipo.',
    ]);
    await act(() => i18n.changeLanguage('en'));
    expect(description()).toEqual([
      "Sign in to Tera to do your daily emotional check-in and follow your team's pulse.",
    ]);
    unmount();
    render(<PageTitle page="dashboard" />);
    expect(document.title).toBe('Your space · Tera');
    expect(description()).toEqual([]);
  });

  it('renders on the server, where prerendered pages take their head from it', () => {
    expect(renderToString(<PageTitle page="landing" />)).toBe(
      '<title>Bienestar emocional de equipos · Tera</title><meta name="description" content="Tera: check-in emocional diario de 30 segundos, TeraPulse de 0 a 100 y un panel para líderes que cuida la privacidad de cada persona."/>',
    );
  });
});
