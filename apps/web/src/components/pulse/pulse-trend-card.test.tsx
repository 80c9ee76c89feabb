import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { PulseTrendCard } from './pulse-trend-card';

describe('PulseTrendCard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('dashboard');
  });
  afterEach(() => vi.restoreAllMocks());

  it('formats its dates only once its table is opened, then lists every day', async () => {
    // The first date a page formats loads the browser's calendar data: not while the card is drawn.
    // `format` is a getter on the prototype, which the DOM types declare as a method.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    const format = vi.spyOn(prototype, 'format', 'get');
    render(
      <PulseTrendCard
        title="Tu TeraPulse"
        description="Los últimos días"
        points={[
          { date: '2026-11-23', pulse: null },
          { date: '2026-11-24', pulse: 72 },
        ]}
        emptyText="Sin datos"
        missingText="—"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(format).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Ver los datos en una tabla' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^23 nov.*—$/),
      expect.stringMatching(/^24 nov.*72/),
    ]);
    expect(format).toHaveBeenCalled();
  });
});
