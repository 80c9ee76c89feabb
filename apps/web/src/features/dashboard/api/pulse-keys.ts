/** Per person, so a cache kept on a shared device never shows one person another's figures. */
export const pulseKeys = {
  all: ['pulse'] as const,
  own: (userId: string) => ['pulse', 'me', userId] as const,
  ownRange: (userId: string, from: string, to: string) => ['pulse', 'me', userId, from, to] as const,
};
