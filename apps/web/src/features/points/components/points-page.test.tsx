import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { levelProgress } from '@tera/domain';
import {
  employee,
  loadLeaveAndRecognitionTexts,
  recognition,
  renderAs,
} from '../../../testing/leave-and-recognitions-server';
import { PointsPage } from './points-page';

const WAIT = { timeout: 5000 };

describe('PointsPage', () => {
  beforeEach(loadLeaveAndRecognitionTexts);

  it('shows the level, the way to the next and what was received', async () => {
    renderAs(employee(), '/points', <PointsPage />, {
      'GET /api/v1/points/me': () => ({
        status: 200,
        body: { progress: levelProgress(100), received: [recognition()] },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Nivel: Aprendiz' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Nivel 2 de 8 · 100 puntos recibidos')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Te faltan 50 puntos para llegar a Competente.')).toBeTruthy();
    expect(screen.getByText('Gracias por el viernes')).toBeTruthy();
  });

  it('says when nothing has been received yet', async () => {
    renderAs(employee(), '/points', <PointsPage />, {
      'GET /api/v1/points/me': () => ({ status: 200, body: { progress: levelProgress(0), received: [] } }),
    });
    expect(await screen.findByText('Aún no has recibido reconocimientos.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nivel: Novato' })).toBeTruthy();
  });
});
