/**
 * How the browser captures usage (docs/product/usage-analytics.md#capture). Both the capture and
 * the server read these, so a batch the browser may send is always one the server accepts.
 */
export const USAGE_BATCH_SIZE = 10;
export const USAGE_FLUSH_INTERVAL_MS = 30_000;
export const USAGE_PERFORMANCE_DELAY_MS = 1_000;
export const USAGE_CLICK_TEXT_MAX = 100;
/** The server's bound on one batch: the browser sends 10, a retried beacon never more than this. */
export const USAGE_MAX_BATCH_EVENTS = 50;
/** Events past this many days are deleted unless the server sets another period. */
export const DEFAULT_USAGE_RETENTION_DAYS = 90;
export const USAGE_SCREEN_MAX = 200;

/** A button's or link's visible text as usage keeps it: one line, at most 100 characters. */
export function clickText(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, USAGE_CLICK_TEXT_MAX).join('');
}

const RECORD_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;

/**
 * The screen an address shows: no query or fragment, record ids as `:id` and the company's slug as
 * `:slug`, so an event names neither a record nor a company and screens add up across companies.
 */
export function screenOf(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare.split('/').filter((segment) => segment !== '');
  const screen = segments.map((segment, index) => {
    if (index > 0 && segments[index - 1] === 'empresa') return ':slug';
    return RECORD_ID.test(segment) ? ':id' : segment;
  });
  return `/${screen.join('/')}`.slice(0, USAGE_SCREEN_MAX);
}
