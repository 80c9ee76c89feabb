/** Per person: the feed is the company's, the allowance the person's own. */
export const recognitionKeys = {
  all: (userId: string) => ['recognitions', userId] as const,
  feed: (userId: string) => ['recognitions', userId, 'feed'] as const,
  colleagues: (userId: string) => ['recognitions', userId, 'colleagues'] as const,
  allowance: (userId: string) => ['recognitions', userId, 'allowance'] as const,
};
