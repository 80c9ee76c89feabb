/** Per leader, so a cache kept on a shared device never shows one leader another's team. */
export const teamKeys = {
  all: ['team'] as const,
  pulse: (userId: string, days: number) => ['team', 'pulse', userId, days] as const,
  analysis: (userId: string) => ['team', 'analysis', userId] as const,
};
