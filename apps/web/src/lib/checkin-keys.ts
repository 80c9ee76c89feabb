/** Per person, so a cache persisted on a shared device never shows one person another's day. */
export const checkinKeys = {
  all: ['checkins'] as const,
  today: (userId: string) => ['checkins', 'today', userId] as const,
};
