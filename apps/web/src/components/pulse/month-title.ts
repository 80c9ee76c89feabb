/**
 * The month as the reader's language writes it, only its first letter upper-cased to head the
 * calendar: "Noviembre de 2026", "November 2026". CSS capitalize would upper-case every word
 * ("Noviembre De 2026").
 */
export function monthTitle(month: string, language: string): string {
  const title = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
  return title.charAt(0).toLocaleUpperCase(language) + title.slice(1);
}
