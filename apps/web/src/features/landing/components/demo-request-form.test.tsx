import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, stubFetch } from '../../../testing/render';
import { DemoRequestForm } from './demo-request-form';

const DEMO_PATH = '/api/v1/demo-requests';

function fillIn(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  fillIn(/^Nombre/, 'Lucía');
  fillIn(/^Apellidos/, 'Martín');
  fillIn(/^Correo electrónico/, 'lucia@empresa.es');
  fillIn(/^Empresa/, 'Empresa S.L.');
  fillIn(/^Tamaño del equipo/, '11-50');
  fillIn(/^Mensaje/, 'Queremos probarlo en dos equipos.');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Solicitar demo' }));

describe('DemoRequestForm', () => {
  it('shows each problem beside its field, keeps what was typed and sends nothing', async () => {
    const calls = stubFetch({});
    renderScreen(<DemoRequestForm />);

    fillIn(/^Nombre/, 'Lucía');
    fillIn(/^Correo electrónico/, 'no-es-un-correo');
    submit();

    const lastName = screen.getByLabelText(/^Apellidos/);
    await waitFor(() => expect(lastName).toHaveProperty('ariaInvalid', 'true'));
    expect(lastName.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(screen.getByText('Introduce un correo electrónico válido.')).toBeTruthy();
    expect(screen.getByText('Selecciona una de las opciones.')).toBeTruthy();

    expect(screen.getByLabelText(/^Nombre/)).toHaveProperty('value', 'Lucía');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveProperty('value', 'no-es-un-correo');
    expect(screen.getByLabelText(/^Nombre/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(lastName);
    expect(calls).toHaveLength(0);
  });

  it('clears a field error as soon as the field becomes valid', async () => {
    stubFetch({});
    renderScreen(<DemoRequestForm />);
    submit();
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);

    fillIn(/^Nombre/, 'Lucía');

    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2));
  });

  it('sends the request as JSON and thanks the person', async () => {
    const calls = stubFetch({
      [DEMO_PATH]: { status: 201, body: { id: 'd1', receivedAt: '2026-11-22T10:00:00Z' } },
    });
    renderScreen(<DemoRequestForm />);
    fillValidForm();
    submit();

    expect(await screen.findByRole('heading', { name: '¡Gracias, Lucía!' })).toBeTruthy();
    expect(screen.getByText(/lucia@empresa\.es/)).toBeTruthy();
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      firstName: 'Lucía',
      lastName: 'Martín',
      email: 'lucia@empresa.es',
      company: 'Empresa S.L.',
      teamSize: '11-50',
      message: 'Queremos probarlo en dos equipos.',
      // The mail to sales is dated in the requester's zone and written in the language they read.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(new Headers(calls[0]?.init.headers).get('Accept-Language')).toBe('es');
  });

  it('shows the server’s field errors inline and keeps every value', async () => {
    stubFetch({
      [DEMO_PATH]: {
        status: 400,
        body: { error: { code: 'VALIDATION_ERROR', message: 'x', fields: { email: ['validation.email'] } } },
      },
    });
    renderScreen(<DemoRequestForm />);
    fillValidForm();
    submit();

    expect(await screen.findByText('Introduce un correo electrónico válido.')).toBeTruthy();
    expect(screen.getByLabelText(/^Correo electrónico/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Empresa/)).toHaveProperty('value', 'Empresa S.L.');
    expect(screen.getByLabelText(/^Mensaje/)).toHaveProperty('value', 'Queremos probarlo en dos equipos.');
  });

  it('explains a rate limit in a toast and keeps the form filled in', async () => {
    stubFetch({
      [DEMO_PATH]: {
        status: 429,
        body: { error: { code: 'VALIDATION_ERROR', message: 'Too many', reason: 'RATE_LIMITED' } },
      },
    });
    renderScreen(<DemoRequestForm />);
    fillValidForm();
    submit();

    const toasts = await screen.findByRole('region', { name: /Notificaciones/ });
    await waitFor(() =>
      expect(
        within(toasts).getByText('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'),
      ).toBeTruthy(),
    );
    expect(screen.getByLabelText(/^Nombre/)).toHaveProperty('value', 'Lucía');
  });

  it('tells the person about a lost connection with the catalogue text', async () => {
    stubFetch({});
    renderScreen(<DemoRequestForm />);
    fillValidForm();
    submit();

    expect(await screen.findByText('Error de conexión. Verifica tu conexión a internet.')).toBeTruthy();
    expect(screen.getByLabelText(/^Apellidos/)).toHaveProperty('value', 'Martín');
  });
});
