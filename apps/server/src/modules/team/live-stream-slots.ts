/**
 * A person has the panel open on a few devices at most; past that, streams are someone trying to
 * hold the server's connections. Counted per instance, which is where the connections are held.
 */
export const MAX_LIVE_STREAMS_PER_PERSON = 5;

const open = new Map<string, number>();

/** Takes one of the person's stream slots; returns its release, or null when all are taken. */
export function takeLiveStreamSlot(userId: string): (() => void) | null {
  const count = open.get(userId) ?? 0;
  if (count >= MAX_LIVE_STREAMS_PER_PERSON) return null;
  open.set(userId, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
}
