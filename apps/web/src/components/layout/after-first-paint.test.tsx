import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  vi.useRealTimers();
});

it('renders the parts below the fold once the page has painted, one part a frame', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  render(
    <>
      <AfterFirstPaint placeholder={<p>first waiting</p>}>
        <p>first part</p>
      </AfterFirstPaint>
      <AfterFirstPaint placeholder={<p>second waiting</p>}>
        <p>second part</p>
      </AfterFirstPaint>
    </>,
  );
  expect(screen.queryByText('first waiting')).not.toBeNull();
  expect(screen.queryByText('second waiting')).not.toBeNull();

  // This document reports no paints: its first frame stands for the first paint, and the first part
  // renders a frame after it.
  await act(() => vi.advanceTimersByTimeAsync(40));
  expect(screen.queryByText('first part')).not.toBeNull();
  expect(screen.queryByText('second waiting')).not.toBeNull();

  await act(() => vi.advanceTimersByTimeAsync(20));
  expect(screen.queryByText('second part')).not.toBeNull();
});

it('says once every part waiting for the paint has rendered', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  // A page of its own: the parts above left the queue as the fake clock stopped.
  vi.resetModules();
  const { AfterFirstPaint, afterFirstPaintParts } = await import('./after-first-paint');
  render(
    <>
      <AfterFirstPaint placeholder={<p>trend waiting</p>}>
        <p>trend</p>
      </AfterFirstPaint>
      <AfterFirstPaint placeholder={<p>history waiting</p>}>
        <p>history</p>
      </AfterFirstPaint>
    </>,
  );
  let allRendered = false;
  void afterFirstPaintParts().then(() => (allRendered = true));

  await act(() => vi.advanceTimersByTimeAsync(40));
  expect(screen.queryByText('trend')).not.toBeNull();
  expect(screen.queryByText('history waiting')).not.toBeNull();
  expect(allRendered).toBe(false);

  await act(() => vi.advanceTimersByTimeAsync(60));
  expect(screen.queryByText('history')).not.toBeNull();
  expect(allRendered).toBe(true);
});
