import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error';
import { changeLanguage, loadNamespace } from '../../../lib/i18n';
import { Form } from './form';
import { FormAlert } from './form-alert';
import type { FailureOptions } from './server-errors';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAppForm } from './use-app-form';

interface Values {
  name: string;
  email: string;
  team: string;
}

const schema = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  email: z.string().trim().pipe(z.email('validation.email')),
  team: z.string(),
});

function TestForm({
  onSubmit,
  failure,
}: {
  onSubmit: (values: Values) => Promise<unknown>;
  failure?: FailureOptions<Values>;
}) {
  const form = useAppForm({ schema, defaultValues: { name: '', email: '', team: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} failure={failure}>
      <FormAlert />
      <TextField name="name" label="Nombre" isRequired />
      <TextField name="email" label="Correo" type="email" hint="El de trabajo" isRequired />
      <SelectField name="team" label="Equipo">
        <option value="">Ninguno</option>
        <option value="t1">Ventas</option>
      </SelectField>
      <SubmitButton loadingText="Guardando...">Guardar</SubmitButton>
    </Form>
  );
}

const validation = (fields: Record<string, string[]>) =>
  new ApiError('VALIDATION_ERROR', 'x', { status: 400, fields });

function fillIn(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

function describedTexts(control: HTMLElement): Array<string | null | undefined> {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

// The API client loads the refusal catalogue before a refusal reaches any form (api-client.test.ts).
beforeAll(() => loadNamespace('refusals'));

describe('Form', () => {
  it('names each invalid field beside it, focuses the first and sends nothing', async () => {
    const sent: Values[] = [];
    render(<TestForm onSubmit={async (values) => void sent.push(values)} />);
    fillIn('Correo', 'no-es-correo');
    submit();

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(name)).toEqual(['Este campo es obligatorio.']);
    const email = screen.getByRole('textbox', { name: 'Correo' });
    expect(describedTexts(email)).toEqual(['El de trabajo', 'Introduce un correo electrónico válido.']);
    expect(email).toHaveProperty('value', 'no-es-correo');
    expect(sent).toEqual([]);
  });

  it('clears a field error as soon as the field becomes valid', async () => {
    render(<TestForm onSubmit={async () => undefined} />);
    submit();
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();

    fillIn('Nombre', 'Lucía');

    await waitFor(() => expect(screen.queryByText('Este campo es obligatorio.')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the values the schema checked', async () => {
    const sent: Values[] = [];
    render(<TestForm onSubmit={async (values) => void sent.push(values)} />);
    fillIn('Nombre', ' Lucía ');
    fillIn('Correo', 'lucia@acme.test');
    fillIn('Equipo', 't1');
    submit();
    await waitFor(() => expect(sent).toEqual([{ name: 'Lucía', email: 'lucia@acme.test', team: 't1' }]));
  });

  it('puts the server’s field errors on their fields, focusing the first, and keeps every value', async () => {
    render(
      <TestForm
        onSubmit={() =>
          Promise.reject(validation({ team: ['validation.choose'], email: ['validation.email'] }))
        }
      />,
    );
    fillIn('Nombre', 'Lucía');
    fillIn('Correo', 'lucia@acme.test');
    submit();

    const email = screen.getByRole('textbox', { name: 'Correo' });
    expect(await screen.findByText('Introduce un correo electrónico válido.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(email)).toContain('Introduce un correo electrónico válido.');
    const team = screen.getByRole('combobox', { name: 'Equipo' });
    expect(describedTexts(team)).toEqual(['Selecciona una de las opciones.']);
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email).toHaveProperty('value', 'lucia@acme.test');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Lucía');
  });

  it('reads a server key it does not know as a helpful text', async () => {
    render(<TestForm onSubmit={() => Promise.reject(validation({ name: ['validation.somethingNew'] }))} />);
    fillIn('Nombre', 'Lucía');
    fillIn('Correo', 'lucia@acme.test');
    submit();
    expect(await screen.findByText('Revisa este campo.')).toBeTruthy();
  });

  it('says a failure that names no field of the form once, for the whole form', async () => {
    render(
      <TestForm
        onSubmit={() => Promise.reject(new ApiError('NETWORK_ERROR', 'offline', { status: undefined }))}
      />,
    );
    fillIn('Nombre', 'Lucía');
    fillIn('Correo', 'lucia@acme.test');
    submit();

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Error de conexión. Verifica tu conexión a internet.',
    );
    expect(screen.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveProperty('value', 'lucia@acme.test');
  });

  it('says a refusal about one field beside it, and clears it on the next submit', async () => {
    let refuse = true;
    const refused = new ApiError('VALIDATION_ERROR', 'x', { status: 409, reason: 'ALREADY_MEMBER' });
    render(
      <TestForm
        onSubmit={() => (refuse ? Promise.reject(refused) : Promise.resolve())}
        failure={{ reasonFields: { ALREADY_MEMBER: 'email' } }}
      />,
    );
    fillIn('Nombre', 'Lucía');
    fillIn('Correo', 'lucia@acme.test');
    submit();
    const email = screen.getByRole('textbox', { name: 'Correo' });
    const refusal = 'Esta persona ya forma parte de tu empresa.';
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(describedTexts(email)).toEqual(['El de trabajo', refusal]);
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();

    refuse = false;
    submit();
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
  });

  it('shows both the fields and the form-level message when the form asks for it', async () => {
    render(
      <TestForm
        onSubmit={() => Promise.reject(validation({ email: ['validation.email'] }))}
        failure={{ describe: () => 'Revisa los datos.' }}
      />,
    );
    fillIn('Nombre', 'Lucía');
    fillIn('Correo', 'lucia@acme.test');
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Revisa los datos.');
    expect(screen.getByText('Introduce un correo electrónico válido.')).toBeTruthy();
  });

  it('blocks the submit button with its loading text while the submit runs', async () => {
    let finish: () => void = () => undefined;
    render(<TestForm onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fillIn('Nombre', 'Lucía');
    fillIn('Correo', 'lucia@acme.test');
    submit();
    const button = await screen.findByRole('button', { name: 'Guardando...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeTruthy();
  });

  it('translates field errors again when the language changes', async () => {
    render(<TestForm onSubmit={async () => undefined} />);
    submit();
    expect((await screen.findAllByText('Este campo es obligatorio.')).length).toBeGreaterThan(0);
    await act(() => changeLanguage('en'));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
  });
});
