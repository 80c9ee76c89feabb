export const invitationKeys = {
  list: (slug: string) => ['invitations', slug] as const,
  preview: (token: string) => ['invitation-link', token] as const,
};
