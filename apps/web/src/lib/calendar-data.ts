/**
 * The first date or time a page formats makes the browser load its calendar data: 16–21 ms at full
 * speed on this machine, four times that on a phone, inside whichever task formats it, as a rule
 * the first render. Asked for in a task of its own while the page waits for its reads, the data is
 * there when the screen formats its first date (docs/PERFORMANCE.md, "2026-12-07, later").
 */
export function loadCalendarDataSoon(language: string): void {
  setTimeout(() => {
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(0);
  }, 0);
}
