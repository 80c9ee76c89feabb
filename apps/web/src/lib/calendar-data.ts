/**
 * The first date or time a page formats makes the browser load its calendar data: 16–21 ms at full
 * speed on this machine, four times that on a phone, inside whichever task formats it, as a rule
 * the first render. The app's shell asks for it in its head (head/before-paint.js); a page that
 * arrived prerendered, the sign-in page among them, did not, so once somebody is signed in it is
 * asked for here, in a task of its own, while the first screen waits for its reads
 * (docs/PERFORMANCE.md, "2026-12-07, later"). Where the shell has asked already it costs nothing.
 */
export function loadCalendarDataSoon(language: string): void {
  setTimeout(() => {
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(0);
  }, 0);
}
