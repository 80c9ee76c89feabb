const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path's id that is no uuid names no row: asking the database would only fail on the cast. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
