// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const SCRIPT = readFileSync(new URL('../../public/push-handlers.js', import.meta.url), 'utf8');
const ORIGIN = 'https://tera.example';

interface Shown {
  title: string;
  options: { body: string; tag: string; icon: string; data: { url: string } };
}

interface FakeWindow {
  url: string;
  controlled: boolean;
  focused: number;
  focus(): Promise<FakeWindow>;
  navigate(url: string): Promise<FakeWindow>;
}

/**
 * The service worker's global scope, which Node lacks: its event listeners, its registration's
 * notifications and its clients (the app's open windows).
 */
function workerScope(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: (title: string, options: Shown['options']) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  runInNewContext(SCRIPT, { self, URL });

  async function dispatch(type: string, event: object) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  }
  return {
    shown,
    opened,
    push: (payload: unknown) =>
      dispatch('push', {
        data:
          payload === undefined
            ? null
            : { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
      }),
    click: (notification: Shown) => {
      let closed = false;
      return dispatch('notificationclick', {
        notification: { data: notification.options.data, close: () => (closed = true) },
      }).then(() => closed);
    },
  };
}

function appWindow(url: string, { controlled = true } = {}): FakeWindow {
  const window: FakeWindow = {
    url,
    controlled,
    focused: 0,
    focus: () => {
      window.focused += 1;
      return Promise.resolve(window);
    },
    navigate: (next: string) => {
      if (!window.controlled) return Promise.reject(new TypeError('not controlled'));
      window.url = next;
      return Promise.resolve(window);
    },
  };
  return window;
}

const REMINDER = {
  title: 'Tu check-in de hoy',
  body: 'Te lleva un minuto.',
  url: '/dashboard',
  tag: 'daily_reminder',
};

describe('the service worker’s push handlers', () => {
  it('shows the pushed message with its tag, the app icon and the page to open', async () => {
    const worker = workerScope();
    await worker.push(REMINDER);
    expect(worker.shown).toEqual([
      {
        title: 'Tu check-in de hoy',
        options: {
          body: 'Te lleva un minuto.',
          tag: 'daily_reminder',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          data: { url: `${ORIGIN}/dashboard` },
        },
      },
    ]);
  });

  it('still shows a notification for a push it cannot read, and never leads off the app', async () => {
    const worker = workerScope();
    await worker.push('not json');
    await worker.push({ ...REMINDER, url: 'https://elsewhere.example/phish' });
    expect(worker.shown[0]).toMatchObject({ title: 'Tera', options: { data: { url: `${ORIGIN}/` } } });
    expect(worker.shown[1]!.options.data.url).toBe(`${ORIGIN}/`);
  });

  it('brings an open window of the app forward and takes it to the page', async () => {
    const open = appWindow(`${ORIGIN}/empresa/acme`);
    const worker = workerScope([appWindow('https://other.example/'), open]);
    await worker.push(REMINDER);
    expect(await worker.click(worker.shown[0]!)).toBe(true);
    expect(open.focused).toBe(1);
    expect(open.url).toBe(`${ORIGIN}/dashboard`);
    expect(worker.opened).toEqual([]);
  });

  it('opens the page when no window of the app is open, or when the open one cannot be moved', async () => {
    const none = workerScope();
    await none.push(REMINDER);
    await none.click(none.shown[0]!);
    expect(none.opened).toEqual([`${ORIGIN}/dashboard`]);

    const stuck = workerScope([appWindow(`${ORIGIN}/`, { controlled: false })]);
    await stuck.push(REMINDER);
    await stuck.click(stuck.shown[0]!);
    expect(stuck.opened).toEqual([`${ORIGIN}/dashboard`]);
  });
});
