import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { InstallBanner } from './install-banner';

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('InstallBanner', () => {
  it('appears when the browser offers installation and installs on request', async () => {
    render(<InstallBanner />);
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();

    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    });

    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();
  });

  it('can be dismissed, and hides itself after 10 seconds', () => {
    vi.useFakeTimers();
    render(<InstallBanner />);

    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar la instalación' }));
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();

    offerInstall();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('button', { name: 'Instalar' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();
  });
});
