import { CHECKIN_WINDOW_END_HOUR, DEFAULT_WORKDAY_START_HOUR } from './checkin-constants.ts';

/** Pages where asking for a check-in makes no sense: signing in, onboarding, public and admin-only areas. */
export const SKIPPED_PATH_PREFIXES = [
  '/auth',
  '/onboarding',
  '/welcome',
  '/landing',
  '/registro',
  '/test-ai',
  '/quick-checkin',
  '/super-admin',
] as const;

/** `?skipCheckin` (any value but 'false' or '0') or this local-storage flag skips the guard. */
export const SKIP_CHECKIN_QUERY_PARAM = 'skipCheckin';
export const SKIP_CHECKIN_STORAGE_KEY = 'tera.skipCheckinGuard';

/** Prefixes are matched by plain start of the path: docs/product/checkin.md#where-the-prompt-never-shows. */
export function isSkippedCheckinPath(pathname: string): boolean {
  return SKIPPED_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Reads the raw query value (null when absent) and the raw stored value. A bare `?skipCheckin`
 * counts as set, so a link can be written without a value.
 */
export function isCheckinGuardSkipRequested({
  queryValue,
  storedValue,
}: {
  queryValue: string | null | undefined;
  storedValue: string | null | undefined;
}): boolean {
  return isFlagSet(queryValue) || isFlagSet(storedValue);
}

function isFlagSet(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const normalised = value.trim().toLowerCase();
  return normalised !== 'false' && normalised !== '0';
}

/** A company setting outside 0..23 or not a whole hour would silently hide the prompt; use the default. */
export function resolveWorkdayStartHour(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23
    ? value
    : DEFAULT_WORKDAY_START_HOUR;
}

/**
 * The check-in prompt (docs/product/checkin.md#the-prompt). `forced` is the skip flag (query or
 * local storage): when set, the prompt never shows, as on the skipped paths. Anyone who must never
 * be prompted is exempted through it; no account is singled out here. Nor does it show on a day of
 * the person's approved leave (docs/product/leave.md#leave-pauses-the-check-in).
 */
export function shouldShowCheckinPrompt({
  completed,
  allowed,
  hour,
  workdayStartHour = DEFAULT_WORKDAY_START_HOUR,
  postponed,
  pathname,
  forced,
  onLeave = false,
}: {
  completed: boolean;
  allowed: boolean;
  hour: number;
  workdayStartHour?: number | null | undefined;
  postponed: boolean;
  pathname: string;
  forced: boolean;
  onLeave?: boolean | undefined;
}): boolean {
  if (forced || onLeave || isSkippedCheckinPath(pathname)) return false;
  if (completed || !allowed || postponed) return false;
  return hour >= resolveWorkdayStartHour(workdayStartHour) && hour <= CHECKIN_WINDOW_END_HOUR;
}
