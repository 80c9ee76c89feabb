import type { LazyNamespace } from '../locales/resources';

/**
 * The texts the signed-in frame and the screens a signed-in person opens first show. The router
 * loads them with their screens; the build names their files (`first-screens.json`), so the server
 * can ask the browser to fetch them with the page instead of after the code has run
 * (docs/PERFORMANCE.md, "On a phone").
 */
export const FRAME_TEXTS = ['auth', 'checkin'] as const satisfies readonly LazyNamespace[];

export const FIRST_SCREEN_TEXTS = {
  '/dashboard': ['dashboard', 'notificationPreferences'],
  '/panel-lider': ['dashboard', 'leaderPanel'],
} as const satisfies Record<string, readonly LazyNamespace[]>;
