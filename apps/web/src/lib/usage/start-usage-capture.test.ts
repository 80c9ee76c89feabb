import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsageBatch } from '@tera/domain';
import { startUsageCapture, type UsageCapture } from './start-usage-capture';
import type { UsageTransport } from './usage-queue';

describe('startUsageCapture', () => {
  let sent: UsageBatch[];
  let capture: UsageCapture;
  const transport: UsageTransport = {
    post: async (batch) => {
      sent.push(batch);
    },
    beacon: (batch) => {
      sent.push(batch);
      return true;
    },
  };
  const events = () => sent.flatMap((batch) => batch.events);

  beforeEach(() => {
    sent = [];
    vi.useFakeTimers();
    capture = startUsageCapture(transport);
  });

  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('records screens without ids, and ends the session when stopped', () => {
    capture.pageView('/empresa/acme/admin/surveys/3f1c2a9e-1b2c-4d5e-8f90-1234567890ab');
    capture.stop();
    expect(events()).toMatchObject([{ type: 'page_view', screen: '/empresa/:slug/admin/surveys/:id' }]);
    expect(sent.at(-1)?.endedAt).toBeDefined();
  });

  it("keeps a button's text cut to 100, and no text inside a form or from a toggle", () => {
    document.body.innerHTML = `
      <button id="long">${'Guardar '.repeat(20)}</button>
      <form><button id="tag" type="button">Ansioso</button></form>
      <button id="chip" aria-pressed="true">Cansado</button>
      <input id="field" value="me siento mal" />`;
    for (const id of ['long', 'tag', 'chip', 'field']) document.getElementById(id)!.click();
    capture.stop();
    const clicks = events().filter((event) => event.type === 'click');
    expect(clicks.map((event) => event.data.text)).toEqual([
      'Guardar '.repeat(20).trim().slice(0, 100),
      '',
      '',
    ]);
  });

  it('flushes every 30 seconds and when the page is hidden', async () => {
    capture.pageView('/dashboard');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events()).toHaveLength(1);

    capture.pageView('/history');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(events().map((event) => event.screen)).toEqual(['/dashboard', '/history']);
    capture.stop();
  });

  it('measures the load one second after it', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { loadEventEnd: 812.4, duration: 900, domContentLoadedEventEnd: 400, responseStart: 95 },
    ] as unknown as PerformanceEntryList);
    await vi.advanceTimersByTimeAsync(999);
    capture.stop();
    expect(events().filter((event) => event.type === 'performance')).toHaveLength(0);

    sent = [];
    capture = startUsageCapture(transport);
    await vi.advanceTimersByTimeAsync(1_000);
    capture.stop();
    expect(events().find((event) => event.type === 'performance')).toMatchObject({
      data: { loadMs: 812, domContentLoadedMs: 400, firstByteMs: 95 },
    });
  });
});
