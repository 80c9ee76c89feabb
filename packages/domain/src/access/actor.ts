import { hasPermission } from './permissions.ts';
import type { UserRole } from './roles.ts';

/**
 * Who is acting, reduced to what the record rules read. The server builds it from its principal
 * and the web from its /me answer, so both sides judge a record by the same facts.
 */
export interface Actor {
  userId: string;
  email: string;
  role: UserRole;
  /** The company the actor works in while that company is active; null for an individual. */
  companyId: string | null;
  isSuperAdmin: boolean;
}

/** One action's rule: whether this actor may take it on this record. */
export type Rule<R> = (actor: Actor, record: R) => boolean;

/** Inside the company: its people, and the super-admin, who is let into every company. */
export function isInCompany(actor: Actor, companyId: string | null): boolean {
  return companyId !== null && (actor.isSuperAdmin || actor.companyId === companyId);
}

/** Runs the company: holds an admin role inside it, or is the super-admin. */
export function runsCompany(actor: Actor, companyId: string | null): boolean {
  return (
    companyId !== null &&
    (actor.isSuperAdmin || (actor.companyId === companyId && hasPermission(actor, 'admin')))
  );
}
