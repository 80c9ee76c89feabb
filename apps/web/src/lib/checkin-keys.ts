/** Per person, so a cache persisted on a shared device never shows one person another's day. */
export const checkinKeys = {
  all: ['checkins'] as const,
  today: (userId: string) => ['checkins', 'today', userId] as const,
};

/**
 * The `meta` of a query whose figures are computed from the person's check-ins (TeraPulse, streak,
 * trend), whichever feature reads it: every check-in stored, from the form or synced from what the
 * device kept offline, refreshes it.
 */
export const FED_BY_CHECKINS = { fedByCheckins: true } as const;
