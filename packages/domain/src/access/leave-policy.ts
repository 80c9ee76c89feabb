import { hasPermission } from './permissions.ts';
import type { Actor, Rule } from './actor.ts';
import { leaveStatusAfter, type LeaveStatus } from '../leave/leave-status.ts';

/** A leave request, with the facts its rules turn on. */
export interface LeaveRecord {
  kind: 'leave';
  companyId: string;
  userId: string;
  /** Who the person reports to now: their leader decides. */
  userReportsTo: string | null;
  status: LeaveStatus;
}

export const LEAVE_ACTIONS = ['read', 'withdraw', 'decide'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

const inItsCompany = (actor: Actor, leave: LeaveRecord) => actor.companyId === leave.companyId;

const isThePerson: Rule<LeaveRecord> = (actor, leave) =>
  inItsCompany(actor, leave) && actor.userId === leave.userId;

/**
 * docs/product/leave.md#who-decides: the person's leader now or an admin of their company, never
 * the person themselves. The platform's super-admin is not among them: the reason is private to the
 * person and whoever decides.
 */
const decidesFor: Rule<LeaveRecord> = (actor, leave) =>
  inItsCompany(actor, leave) &&
  actor.userId !== leave.userId &&
  (leave.userReportsTo === actor.userId || hasPermission(actor, 'admin'));

const RULES: Record<LeaveAction, Rule<LeaveRecord>> = {
  read: (actor, leave) => isThePerson(actor, leave) || decidesFor(actor, leave),
  withdraw: (actor, leave) =>
    isThePerson(actor, leave) && leaveStatusAfter(leave.status, 'withdraw') !== null,
  decide: (actor, leave) => decidesFor(actor, leave) && leaveStatusAfter(leave.status, 'approve') !== null,
};

export function leavePolicy(actor: Actor, action: LeaveAction, leave: LeaveRecord): boolean {
  return RULES[action](actor, leave);
}
