/** The one source of "now". A fixed clock stands the whole app at a chosen instant (never in production). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock {
  const at = new Date(iso).getTime();
  return { now: () => new Date(at) };
}
