/** Per person, so a cache kept on a shared device never shows one person another's evaluations. */
export const evaluationKeys = {
  all: (userId: string) => ['evaluations', userId] as const,
  list: (userId: string, view: string) => ['evaluations', userId, view] as const,
  observations: (userId: string, employeeId: string | undefined) =>
    ['evaluations', userId, 'observations', employeeId ?? 'all'] as const,
  feedback: (userId: string, box: string) => ['evaluations', userId, 'feedback', box] as const,
  recipients: (userId: string) => ['evaluations', userId, 'recipients'] as const,
  diamonds: (userId: string) => ['evaluations', userId, 'diamonds'] as const,
  cycles: (userId: string, slug: string) => ['evaluations', userId, 'cycles', slug] as const,
  cyclePeople: (userId: string, slug: string) => ['evaluations', userId, 'cycle-people', slug] as const,
};
