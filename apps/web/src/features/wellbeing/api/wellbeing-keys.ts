/** Per person, so a cache kept on a shared device never shows one person another's sessions. */
export const wellbeingKeys = {
  sessions: (userId: string, date: string) => ['exercise-sessions', userId, date] as const,
};
