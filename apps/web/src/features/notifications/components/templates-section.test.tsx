import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import { apiError } from '../../../testing/fake-api';
import {
  loadNotificationsTexts,
  notificationsServer,
  ownTemplate,
} from '../../../testing/notifications-server';
import { renderScreen } from '../../../testing/render';
import { PREVIEW_DELAY_MS } from './use-live-preview';
import { TemplatesSection } from './templates-section';

function render() {
  return renderScreen(
    <AuthProvider>
      <CompanyProvider>
        <TemplatesSection slug="acme" />
      </CompanyProvider>
    </AuthProvider>,
  );
}

const WAIT = { timeout: 3000 };
const previewRegion = () => screen.getByRole('region', { name: 'Vista previa' });

async function copyTheDailyReminder() {
  const item = await screen.findByRole('listitem', { name: 'Recordatorio diario' }, WAIT);
  expect(within(item).queryByRole('button', { name: /^Editar/ })).toBeNull();
  fireEvent.click(within(item).getByRole('button', { name: 'Copiar Recordatorio diario' }));
}

describe('TemplatesSection', () => {
  beforeEach(loadNotificationsTexts);

  it("copies Tera's read-only template into an editor whose preview follows each language", async () => {
    const { calls } = notificationsServer();
    render();
    await copyTheDailyReminder();
    expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Recordatorio diario (copia)');
    await waitFor(() => expect(previewRegion().textContent).toContain('Ana, ¿cómo llegas hoy?'), WAIT);
    const frame = within(previewRegion()).getByTitle('Vista previa del correo en HTML');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Hola, Ana:');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Inglés' }), { button: 0 });
    await waitFor(
      () => expect(previewRegion().textContent).toContain('Ana, how are you arriving today?'),
      WAIT,
    );
    const asked = calls.filter((call) => call.path.endsWith('/templates/preview')).map((call) => call.body);
    expect(asked.at(-1)).toMatchObject({ type: 'daily_reminder', language: 'en' });
  });

  it('asks for the preview once typing pauses, and says an unknown variable under its field', async () => {
    const { calls } = notificationsServer();
    render();
    await copyTheDailyReminder();
    await waitFor(() => expect(previewRegion().textContent).toContain('Ana, ¿cómo llegas hoy?'), WAIT);
    const previews = () => calls.filter((call) => call.path.endsWith('/templates/preview')).length;
    const before = previews();
    const subject = screen.getByLabelText(/^Asunto/);
    for (const text of ['Hola', 'Hola {{ firstName }}', 'Hola {{ firstName }}, tu {{ salary }}']) {
      fireEvent.change(subject, { target: { value: text } });
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, PREVIEW_DELAY_MS + 200)));
    await waitFor(() => expect(previews()).toBe(before + 1));
    expect(
      await screen.findByText('Variables desconocidas: salary. Usa solo las de la lista.', undefined, WAIT),
    ).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(subject, { target: { value: 'Hola ' } });
    act(() => subject.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Insertar {{ firstName }}: nombre de pila' }));
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe('Hola {{ firstName }}'));
  });

  it('sends the draft as a test to the admin and says where it went', async () => {
    const { calls } = notificationsServer();
    render();
    await copyTheDailyReminder();
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme una prueba' }));
    expect(await screen.findByText('Prueba enviada a ana@acme.test.', undefined, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/templates/test'))!.body).toMatchObject({
      type: 'daily_reminder',
      language: 'es',
      content: { subject: '{{ firstName }}, ¿cómo llegas hoy?' },
    });
  });

  it('saves the copy as a new template, and puts a refusal of one language under its field', async () => {
    let refused = true;
    const { calls } = notificationsServer({
      override: (call) =>
        call.method === 'POST' && call.path.endsWith('/templates') && refused
          ? apiError(422, 'VALIDATION_ERROR', {
              reason: 'UNKNOWN_TEMPLATE_VARIABLE',
              fields: { 'content.en.html': ['salary'] },
            })
          : undefined,
    });
    render();
    await copyTheDailyReminder();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la plantilla' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Error al guardar la plantilla.');
    expect(await screen.findByRole('tab', { name: 'Inglés', selected: true })).toBeTruthy();
    expect(screen.getByText('Variables desconocidas: salary. Usa solo las de la lista.')).toBeTruthy();

    refused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la plantilla' }));
    expect(await screen.findByRole('listitem', { name: 'Recordatorio diario (copia)' }, WAIT)).toBeTruthy();
    const saved = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/templates')).at(-1)!;
    expect(saved.body).toMatchObject({
      name: 'Recordatorio diario (copia)',
      type: 'daily_reminder',
      isDefault: false,
    });
  });

  it('tells why a template a schedule uses cannot be deleted', async () => {
    notificationsServer({
      templates: [ownTemplate()],
      override: (call) =>
        call.method === 'DELETE'
          ? apiError(409, 'VALIDATION_ERROR', { reason: 'TEMPLATE_IN_USE' })
          : undefined,
    });
    render();
    const item = await screen.findByRole('listitem', { name: 'Recordatorio cercano' }, WAIT);
    expect(within(item).getByText('Predeterminada')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Eliminar Recordatorio cercano' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Sí, eliminar' }));
    const alert = await within(item).findByRole('alert');
    expect(alert.textContent).toContain('Una programación usa esta plantilla.');
  });
});
