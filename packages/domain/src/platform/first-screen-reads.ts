import { TEAM_PULSE_DEFAULT_DAYS } from '../pulse/team-pulse-days.ts';

/** The person, which every signed-in screen asks for before anything else. */
export const SIGNED_IN_FIRST_READ = '/api/v1/me';

/**
 * What a signed-in screen shows at its top depends on these reads alone, besides the person. The
 * server asks the browser to fetch them with the page; the app draws its first screen once they are
 * in, so the first paint is the screen itself rather than its loading state
 * (docs/decisions/042-first-screen-drawn-whole.md).
 */
export const FIRST_SCREEN_READS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/api/v1/checkins/today'],
  '/panel-lider': ['/api/v1/checkins/today'],
};

/**
 * The reads a signed-in screen makes once its first paint has been shown (its figures below the
 * top): the server asks the browser for them with the page as well, so they are in by then, and
 * the first paint waits for neither them nor their round trip.
 */
export const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  '/panel-lider': [`/api/v1/team/pulse?days=${TEAM_PULSE_DEFAULT_DAYS}`],
};

/**
 * How long the app waits for those reads before drawing its loading states instead: on a slow or
 * failing server, a spinner says more than an empty page.
 */
export const FIRST_READS_WAIT_MS = 1500;
