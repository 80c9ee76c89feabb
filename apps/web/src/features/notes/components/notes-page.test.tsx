import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Note } from '@tera/domain';
import { loadPersonalWellbeingTexts, note, renderPersonal } from '../../../testing/personal-wellbeing-server';
import { NotesPage } from './notes-page';

const WAIT = { timeout: 5000 };

describe('NotesPage', () => {
  beforeEach(loadPersonalWellbeingTexts);

  it('says there are no notes yet, then writes one with an image and shows it beside the day’s check-in', async () => {
    const notes: Note[] = [];
    const saved = note({
      attachments: [
        { id: '5a1f2a3b-4c5d-4e6f-8a9b-0000000000aa', name: 'paseo.png', type: 'image/png', size: 12 },
      ],
    });
    const { calls } = renderPersonal('/notes', <NotesPage />, {
      'GET /api/v1/notes': () => ({ status: 200, body: { notes } }),
      'POST /api/v1/notes': () => ({ status: 201, body: { note: { ...saved, attachments: [] } } }),
      [`POST /api/v1/notes/${saved.id}/attachments`]: () => {
        notes.push(saved);
        return { status: 201, body: { attachment: saved.attachments[0] } };
      },
    });
    expect(
      await screen.findByText(
        'Aún no has escrito ninguna nota. La primera puede ser de hoy.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'Un día tranquilo' } });
    fireEvent.change(screen.getByLabelText('Contenido'), { target: { value: 'Paseo al mediodía.' } });
    fireEvent.change(screen.getByLabelText('Estado de ánimo'), { target: { value: 'good' } });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'paseo.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[name="file"]')!, { target: { files: [image] } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la nota' }));

    expect(await screen.findByRole('heading', { name: 'Un día tranquilo' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'paseo.png' }).getAttribute('src')).toBe(
      `/api/v1/notes/${saved.id}/attachments/${saved.attachments[0]!.id}`,
    );
    expect(screen.getByText(/TeraPulse 83 · energía 8, presión 3/)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/v1/notes')!;
    expect(post.body).toEqual({ title: 'Un día tranquilo', content: 'Paseo al mediodía.', mood: 'good' });
    expect(calls.find((call) => call.path.endsWith('/attachments'))?.query.get('name')).toBe('paseo.png');
  });

  it('refuses an SVG before sending anything', async () => {
    const { calls } = renderPersonal('/notes', <NotesPage />, {
      'GET /api/v1/notes': () => ({ status: 200, body: { notes: [] } }),
    });
    await screen.findByText(/Aún no has escrito ninguna nota/, undefined, WAIT);
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'Dibujo' } });
    const svg = new File(['<svg/>'], 'dibujo.svg', { type: 'image/svg+xml' });
    fireEvent.change(document.querySelector('input[name="file"]')!, { target: { files: [svg] } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la nota' }));
    expect(
      await screen.findByText('Solo imágenes PNG, JPEG o WebP y documentos PDF.', undefined, WAIT),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('deletes a note only after it is confirmed', async () => {
    let notes = [note()];
    const { calls } = renderPersonal('/notes', <NotesPage />, {
      'GET /api/v1/notes': () => ({ status: 200, body: { notes } }),
      [`DELETE /api/v1/notes/${note().id}`]: () => {
        notes = [];
        return { status: 204 };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar' }, WAIT));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Un día tranquilo' })).toBeNull(), WAIT);
  });

  it('says when the notes cannot be loaded', async () => {
    renderPersonal('/notes', <NotesPage />, {});
    expect(await screen.findByText('No se han podido cargar tus notas.', undefined, WAIT)).toBeTruthy();
  });
});
