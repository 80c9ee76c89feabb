import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SystemStatus } from '@tera/domain';
import { renderScreen } from '../../../testing/render';
import { SystemStatusScreen } from './system-status-screen';

const STATUS: SystemStatus = {
  components: [
    { name: 'database', status: 'error', critical: true, detail: 'connection refused' },
    { name: 'email', status: 'missing', critical: false },
    { name: 'payments', status: 'ok', critical: false },
    { name: 'ai', status: 'missing', critical: false },
  ],
  features: [
    { name: 'emailDelivery', enabled: false },
    { name: 'onlinePayments', enabled: true },
    { name: 'aiAssistant', enabled: false },
  ],
  issues: [{ severity: 'critical', component: 'database', message: 'La base de datos no responde.' }],
};

function renderStatus(
  mode: 'details' | 'critical' | 'unreachable' = 'critical',
  status: SystemStatus | null = STATUS,
) {
  return renderScreen(
    <SystemStatusScreen mode={mode} status={status ?? undefined} error={undefined} isChecking={false} />,
  );
}

describe('SystemStatusScreen', () => {
  it('switches between the components, features and issues tabs', () => {
    renderStatus();
    const tablist = screen.getByRole('tablist', { name: 'Estado del sistema' });
    const tab = (name: RegExp) => within(tablist).getByRole('tab', { name });

    expect(tab(/Componentes/).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Base de datos')).toBeTruthy();
    expect(within(panel).getByText('connection refused')).toBeTruthy();

    fireEvent.mouseDown(tab(/Funcionalidades/), { button: 0 });
    expect(tab(/Funcionalidades/).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText('Pagos en línea')).toBeTruthy();

    fireEvent.mouseDown(tab(/Incidencias/), { button: 0 });
    expect(within(screen.getByRole('tabpanel')).getByText('La base de datos no responde.')).toBeTruthy();
  });

  it('links the configuration documentation and the API description in a new tab', () => {
    renderStatus('details');
    for (const [name, href] of [
      [/Documentación de configuración/, '/docs/configuration'],
      [/Descripción de la API/, '/api/v1/openapi.json'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('copies the status to the clipboard and confirms it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderStatus();

    fireEvent.click(screen.getByRole('button', { name: /Copiar estado/ }));

    expect(await screen.findByText('Estado copiado al portapapeles')).toBeTruthy();
    expect(JSON.parse(String(writeText.mock.calls[0]?.[0])).status).toEqual(STATUS);
  });

  it('reloads the page one second after refresh is pressed', () => {
    const realLocation = window.location;
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...realLocation, reload }, configurable: true });
    vi.useFakeTimers();
    try {
      renderStatus();
      fireEvent.click(screen.getByRole('button', { name: /Actualizar/ }));
      vi.advanceTimersByTime(999);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
    }
  });

  it('says plainly when the server cannot be reached', async () => {
    renderStatus('unreachable', null);
    await waitFor(() => expect(screen.getByText('No se puede conectar con el servidor')).toBeTruthy());
    expect(screen.getByText('Sin datos: el servidor no ha respondido.')).toBeTruthy();
  });
});
