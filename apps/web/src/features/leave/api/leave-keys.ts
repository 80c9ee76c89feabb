/** Per person, so a cache kept on a shared device never shows one person another's requests. */
export const leaveKeys = {
  all: (userId: string) => ['leave', userId] as const,
  own: (userId: string) => ['leave', userId, 'own'] as const,
  approvals: (userId: string) => ['leave', userId, 'approvals'] as const,
  calendar: (userId: string, month: string) => ['leave', userId, 'calendar', month] as const,
  summary: (userId: string) => ['leave', userId, 'summary'] as const,
  analysis: (userId: string) => ['leave', userId, 'analysis'] as const,
  ownWellbeing: (userId: string) => ['leave', userId, 'own-wellbeing'] as const,
  teamSignal: (userId: string) => ['leave', userId, 'team-signal'] as const,
};
