import type { Actor } from './actor.ts';

export const COMPANY = 'company-a';
export const OTHER_COMPANY = 'company-b';

/** Test data: someone in company A, changed as the case needs. Not exported from the package. */
export function actor(changes: Partial<Actor> = {}): Actor {
  return {
    userId: 'me',
    email: 'me@a.example',
    role: 'employee',
    companyId: COMPANY,
    isSuperAdmin: false,
    ...changes,
  };
}
