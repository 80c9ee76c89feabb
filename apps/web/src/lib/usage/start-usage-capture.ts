import {
  clickText,
  screenOf,
  USAGE_FLUSH_INTERVAL_MS,
  USAGE_PERFORMANCE_DELAY_MS,
  type UsageEvent,
} from '@tera/domain';
import { describeDevice } from './describe-device';
import { UsageQueue, type UsageTransport } from './usage-queue';
import { apiUsageTransport } from './usage-transport';

export interface UsageCapture {
  pageView(path: string): void;
  /** The session's end as the capture leaves the page: what is queued and the end leave by beacon. */
  stop(): void;
  /** The session's end while it is still signed in: what is queued and the end, sent and awaited. */
  end(): Promise<void>;
}

let active: UsageCapture | null = null;

/** Ends the running capture's session before signing out ends the right to send it. */
export function endUsageSession(): Promise<void> {
  return active?.end() ?? Promise.resolve();
}

const PRESSABLE = 'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"]';
const TOGGLE =
  '[aria-pressed], [aria-checked], [role="checkbox"], [role="radio"], [role="switch"], [role="option"]';

/**
 * A control's text, unless it could carry what a person entered or chose: inside a form (a
 * check-in's tags are buttons there) or a toggle, the click is kept without its text
 * (docs/product/usage-analytics.md#what-is-never-collected).
 */
function textOf(control: Element): string {
  if (control.closest('form') || control.matches(TOGGLE)) return '';
  return clickText(control.getAttribute('aria-label') ?? control.textContent ?? '');
}

/** An event as the page knows it; the capture adds its id, screen and time. */
type EventBody = UsageEvent extends infer E
  ? E extends UsageEvent
    ? Omit<E, 'id' | 'screen' | 'at'>
    : never
  : never;

const milliseconds = (value: number) => Math.min(600_000, Math.max(0, Math.round(value)));

export function startUsageCapture(transport: UsageTransport = apiUsageTransport): UsageCapture {
  const queue = new UsageQueue(
    {
      id: crypto.randomUUID(),
      startedAt: new Date().toISOString(),
      device: describeDevice(navigator.userAgent, window.screen.width, window.screen.height),
    },
    transport,
  );
  let screen = screenOf(window.location.pathname);
  const record = (event: EventBody) =>
    queue.push({ ...event, id: crypto.randomUUID(), screen, at: new Date().toISOString() });

  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (control) record({ type: 'click', data: { text: textOf(control) } });
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') queue.beaconAll();
  };
  const onPageHide = () => queue.beaconAll(new Date().toISOString());
  const measure = () => {
    const [timing] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!timing) return;
    record({
      type: 'performance',
      data: {
        loadMs: milliseconds(timing.loadEventEnd || timing.duration),
        domContentLoadedMs: milliseconds(timing.domContentLoadedEventEnd),
        firstByteMs: milliseconds(timing.responseStart),
      },
    });
  };
  let measuring: ReturnType<typeof setTimeout> | undefined;
  const measureSoon = () => {
    measuring = setTimeout(measure, USAGE_PERFORMANCE_DELAY_MS);
  };

  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  if (document.readyState === 'complete') measureSoon();
  else window.addEventListener('load', measureSoon, { once: true });
  const flushing = setInterval(() => void queue.flush(), USAGE_FLUSH_INTERVAL_MS);

  let ended = false;
  const detach = () => {
    ended = true;
    if (active === capture) active = null;
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('load', measureSoon);
    clearTimeout(measuring);
    clearInterval(flushing);
  };
  const capture: UsageCapture = {
    pageView(path) {
      if (ended) return;
      screen = screenOf(path);
      record({ type: 'page_view' });
    },
    stop() {
      if (ended) return;
      detach();
      queue.beaconAll(new Date().toISOString());
    },
    end() {
      if (ended) return Promise.resolve();
      detach();
      return queue.finish(new Date().toISOString());
    },
  };
  active = capture;
  return capture;
}
