/** Per person and company, so a cache kept on a shared device never shows one person another's trainings. */
export const trainingKeys = {
  all: (userId: string, slug: string) => ['trainings', userId, slug] as const,
  catalogue: (userId: string, slug: string) => ['trainings', userId, slug, 'catalogue'] as const,
  people: (userId: string, slug: string) => ['trainings', userId, slug, 'people'] as const,
  assignments: (userId: string, slug: string) => ['trainings', userId, slug, 'assignments'] as const,
  mine: (userId: string, slug: string) => ['trainings', userId, slug, 'mine'] as const,
};
