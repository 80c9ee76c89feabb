import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvider, useAuth } from '../../../lib/auth/auth-context';
import { changeLanguage } from '../../../lib/i18n';
import { apiError } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import {
  acmeCompany,
  companySettingsServer,
  loadCompanyTexts,
  memberMe,
} from '../../../testing/company-settings-server';
import { CompanyHomePage } from './company-home-page';
import { CompanySettingsPage } from './company-settings-page';

afterEach(async () => {
  (await import('sonner')).toast.dismiss();
  await changeLanguage('es');
});

function OnceSignedIn({ children }: { children: ReactNode }) {
  return useAuth().initialized ? children : null;
}

function renderAt(path: string) {
  const wrap = (page: ReactNode) => (
    <AuthProvider>
      <OnceSignedIn>{page}</OnceSignedIn>
    </AuthProvider>
  );
  return renderRoutes(
    [
      { path: 'empresa/:slug', element: wrap(<CompanyHomePage />) },
      { path: 'empresa/:slug/admin/settings', element: wrap(<CompanySettingsPage />) },
    ],
    path,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });

describe('CompanySettingsPage', () => {
  beforeEach(loadCompanyTexts);

  it('shows the stored settings and the recent changes with who made them', async () => {
    companySettingsServer();
    renderAt('/empresa/acme/admin/settings');
    expect(((await screen.findByLabelText('Nombre de la empresa')) as HTMLInputElement).value).toBe('Acme');
    expect(field('Sitio web').value).toBe('https://acme.example');
    expect((screen.getByLabelText('Umbral de confidencialidad') as HTMLSelectElement).value).toBe('3');
    const changes = await screen.findByRole('region', { name: 'Cambios recientes' });
    expect(await within(changes).findByText('Ana García')).toBeTruthy();
    expect(within(changes).getByText('Logo añadido')).toBeTruthy();
    expect(within(changes).getByText('Inicio de la jornada')).toBeTruthy();
  });

  it('names each bad field in Spanish and in English, sends nothing and keeps what was typed', async () => {
    const { calls } = companySettingsServer();
    renderAt('/empresa/acme/admin/settings');
    fireEvent.change(await screen.findByLabelText('Sitio web'), { target: { value: 'acme' } });
    fireEvent.change(field('Correo de contacto'), { target: { value: 'sin-arroba' } });
    fireEvent.change(field('Teléfono'), { target: { value: 'llámame' } });
    fireEvent.change(field('Nombre de la empresa'), { target: { value: 'Acme Cohetes' } });
    fireEvent.click(saveButton());
    expect(
      await screen.findByText('Escribe una dirección web completa, como https://tuempresa.com.'),
    ).toBeTruthy();
    expect(screen.getByText('Introduce un correo electrónico válido.')).toBeTruthy();
    expect(
      screen.getByText('Escribe un teléfono con números, espacios y, si quieres, el prefijo +.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await act(() => changeLanguage('en'));
    expect(
      await screen.findByText('Enter a full web address, such as https://yourcompany.com.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Acme Cohetes');
    expect((screen.getByLabelText('Website') as HTMLInputElement).value).toBe('acme');
  });

  it('refuses a logo of another type or too large before sending it', async () => {
    const { calls } = companySettingsServer();
    renderAt('/empresa/acme/admin/settings');
    const picker = (await screen.findByLabelText('Logo')) as HTMLInputElement;
    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(picker, { target: { files: [gif] } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('El logo debe ser una imagen PNG, JPEG o WebP.')).toBeTruthy();
    const huge = new File([new Uint8Array(64 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [huge] } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('El logo no puede pasar de 64 KB.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('sends nothing when nothing was changed, and says so', async () => {
    const { calls } = companySettingsServer();
    renderAt('/empresa/acme/admin/settings');
    await screen.findByLabelText('Nombre de la empresa');
    fireEvent.click(saveButton());
    expect(await screen.findByText('No había cambios que guardar.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves every field with the chosen logo, and says so', async () => {
    const { calls } = companySettingsServer();
    renderAt('/empresa/acme/admin/settings');
    fireEvent.change(await screen.findByLabelText('Inicio de la jornada'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Umbral de confidencialidad'), { target: { value: '5' } });
    fireEvent.change(field('Sitio web'), { target: { value: '' } });
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [png] } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Configuración guardada')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Acme',
      slug: 'acme',
      workdayStartHour: 10,
      confidentialityThreshold: 5,
      website: '',
      industry: 'technology',
      defaultLanguage: 'es',
    });
    expect(String(sent.logo)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(await screen.findByRole('img', { name: 'Logo de Acme' })).toBeTruthy();
  });

  it('puts a taken address beside its field and keeps the form as typed', async () => {
    companySettingsServer({
      override: (call) =>
        call.method === 'PATCH'
          ? apiError(409, 'VALIDATION_ERROR', {
              reason: 'SLUG_TAKEN',
              fields: { slug: ['validation.slugTaken'] },
            })
          : undefined,
    });
    renderAt('/empresa/acme/admin/settings');
    fireEvent.change(await screen.findByLabelText('Dirección en Tera'), { target: { value: 'globex' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Esa dirección ya está en uso. Prueba con otra.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Dirección en Tera')));
    expect(field('Dirección en Tera').value).toBe('globex');
  });
});

describe('CompanyHomePage', () => {
  beforeEach(loadCompanyTexts);

  it("shows the company and an admin's shortcuts, the administration among them", async () => {
    companySettingsServer({ company: acmeCompany({ logoUrl: 'data:image/png;base64,iVBORw0KGgo=' }) });
    renderAt('/empresa/acme');
    expect(await screen.findByRole('heading', { name: 'Acme', level: 1 })).toBeTruthy();
    expect(screen.getByText('Hacemos cohetes con cariño.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo de Acme' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Haz tu check-in de hoy/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mi espacio/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: /Administración/ }).getAttribute('href')).toBe(
      '/empresa/acme/admin',
    );
    expect(screen.queryByRole('link', { name: /Panel de Líder/ })).toBeNull();
  });

  it('offers a leader the leader panel and an employee neither it nor the administration', async () => {
    companySettingsServer({ me: memberMe('leader') });
    const leader = renderAt('/empresa/acme');
    expect(await screen.findByRole('link', { name: /Panel de Líder/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Administración/ })).toBeNull();
    leader.unmount();

    companySettingsServer({ me: memberMe('employee') });
    renderAt('/empresa/acme');
    expect(await screen.findByRole('link', { name: /Mi espacio/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Panel de Líder/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Administración/ })).toBeNull();
  });
});
