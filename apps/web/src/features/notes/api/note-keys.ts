/** Per person, so a cache kept on a shared device never shows one person another's notes. */
export const noteKeys = {
  list: (userId: string) => ['notes', userId] as const,
};
