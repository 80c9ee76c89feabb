/** Today in Madrid, where the demo company lives. */
export function madridToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

/** Before the 9:00 check-in window all year round, so no check-in prompt stands over the pages. */
export const BEFORE_CHECKIN_WINDOW = `${madridToday()}T06:00:00Z`;
