import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { PulseCalendar } from './pulse-calendar';

function renderNovember() {
  render(
    <PulseCalendar
      month="2026-11"
      onMonthChange={() => undefined}
      today="2026-11-24"
      days={new Map()}
      label="Tu historial emocional"
      emptyDayLabel="sin check-in"
    />,
  );
}

describe('PulseCalendar', () => {
  beforeEach(async () => {
    await i18n.loadNamespaces('dashboard');
  });
  afterEach(async () => {
    await i18n.changeLanguage('es');
  });

  it('heads the month as Spanish writes it, only its first letter upper-cased', () => {
    renderNovember();
    expect(screen.getByRole('heading', { name: 'Noviembre de 2026' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Tu historial emocional, Noviembre de 2026' })).toBeTruthy();
  });

  it('heads the month as English writes it', async () => {
    await i18n.changeLanguage('en');
    renderNovember();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
  });
});
