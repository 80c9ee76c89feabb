import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SectionErrorBoundary } from './section-error-boundary';

function Broken(): never {
  throw new Error('section exploded');
}

describe('SectionErrorBoundary', () => {
  it('allows three retries, counting down, then disables retrying but still offers a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    render(
      <SectionErrorBoundary onRetry={onRetry}>
        <Broken />
      </SectionErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByText('Se produjo un error inesperado en esta sección.')).toBeTruthy();
    const retry = () => screen.getByRole('button', { name: 'Reintentar' });

    expect(screen.getByText('Quedan 3 intentos')).toBeTruthy();
    fireEvent.click(retry());
    expect(screen.getByText('Quedan 2 intentos')).toBeTruthy();
    fireEvent.click(retry());
    expect(screen.getByText('Queda 1 intento')).toBeTruthy();
    fireEvent.click(retry());

    expect(screen.getByText('No quedan más intentos. Recarga la página.')).toBeTruthy();
    expect(retry()).toHaveProperty('disabled', true);
    fireEvent.click(retry());
    expect(onRetry).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Reload page' })).toHaveProperty('disabled', false);
  });

  it('shows the section again once a retry succeeds', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldFail = true;
    function Flaky() {
      if (shouldFail) throw new Error('first render fails');
      return <p>Sección cargada</p>;
    }
    render(
      <SectionErrorBoundary>
        <Flaky />
      </SectionErrorBoundary>,
    );

    shouldFail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(screen.getByText('Sección cargada')).toBeTruthy();
  });
});
