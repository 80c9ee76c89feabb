import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FullPageError } from './full-page-error';

describe('FullPageError', () => {
  it('shows its texts, the technical details and both actions', () => {
    const onTryAgain = vi.fn();
    const onGoToStart = vi.fn();
    render(<FullPageError error={new Error('boom')} onTryAgain={onTryAgain} onGoToStart={onGoToStart} />);

    expect(screen.getByRole('heading', { name: 'Oops! Algo salió mal' })).toBeTruthy();
    expect(
      screen.getByText('Se ha producido un error inesperado. Nuestro equipo ha sido notificado.'),
    ).toBeTruthy();
    expect(screen.getByText('Detalles técnicos').closest('details')?.textContent).toContain('Error: boom');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to start' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    expect(onGoToStart).toHaveBeenCalledOnce();
  });
});
