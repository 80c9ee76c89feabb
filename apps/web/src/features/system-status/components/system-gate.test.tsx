import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { SystemStatus } from '@tera/domain';
import { renderScreen, stubFetch } from '../../../testing/render';
import { SystemGate } from './system-gate';

const STATUS_PATH = '/api/v1/system/status';
// The check is asked after the first paint, and its screen's code and texts load on demand.
const WAIT = { timeout: 3000 };

function statusWithDatabase(status: 'ok' | 'error'): SystemStatus {
  return {
    components: [{ name: 'database', status, critical: true }],
    features: [],
    issues:
      status === 'ok'
        ? []
        : [{ severity: 'critical', component: 'database', message: 'La base de datos no responde.' }],
  };
}

function renderGate(path = '/') {
  return renderScreen(
    <SystemGate>
      <p>La aplicación</p>
    </SystemGate>,
    path,
  );
}

describe('SystemGate', () => {
  it('shows the app when nothing critical fails', async () => {
    stubFetch({ [STATUS_PATH]: { status: 200, body: statusWithDatabase('ok') } });
    renderGate();
    expect(await screen.findByText('La aplicación')).toBeTruthy();
  });

  it('shows the configuration screen instead of the app on a critical failure', async () => {
    stubFetch({ [STATUS_PATH]: { status: 200, body: statusWithDatabase('error') } });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Configuración del sistema' }, WAIT)).toBeTruthy();
    expect(screen.queryByText('La aplicación')).toBeNull();
  });

  it('says the server cannot be reached when the status fails twice in a row', async () => {
    const calls = stubFetch({});
    renderGate();
    expect(screen.getByText('La aplicación')).toBeTruthy();
    expect(await screen.findByText('No se puede conectar con el servidor', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Actualizar/ })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('keeps the app while offline and checks once the connection returns', async () => {
    onlineManager.setOnline(false);
    try {
      const calls = stubFetch({ [STATUS_PATH]: { status: 200, body: statusWithDatabase('error') } });
      renderGate();
      expect(screen.getByText('La aplicación')).toBeTruthy();
      expect(calls).toHaveLength(0);

      act(() => onlineManager.setOnline(true));

      expect(await screen.findByRole('heading', { name: 'Configuración del sistema' }, WAIT)).toBeTruthy();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('shows the details on request with ?system=details, even when all is well', async () => {
    stubFetch({ [STATUS_PATH]: { status: 200, body: statusWithDatabase('ok') } });
    renderGate('/dashboard?system=details');
    expect(await screen.findByRole('heading', { name: 'Configuración del sistema' }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Volver a la aplicación' })).toBeTruthy();
  });
});
