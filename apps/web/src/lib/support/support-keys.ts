export const supportKeys = {
  all: ['support'] as const,
  own: () => ['support', 'own'] as const,
  ticket: (id: string) => ['support', 'ticket', id] as const,
  inbox: (status: string) => ['support', 'inbox', status] as const,
};
