/** Rules: docs/product/leave.md#statuses */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const LEAVE_MOVES = ['approve', 'reject', 'withdraw'] as const;
export type LeaveMove = (typeof LEAVE_MOVES)[number];

const AFTER: Record<LeaveMove, LeaveStatus> = {
  approve: 'approved',
  reject: 'rejected',
  withdraw: 'withdrawn',
};

/** Only a pending request moves; every other status is final. */
export function leaveStatusAfter(status: LeaveStatus, move: LeaveMove): LeaveStatus | null {
  return status === 'pending' ? AFTER[move] : null;
}

/** The statuses that hold days: a new request may not share a day with these. */
export const LEAVE_HOLDING_STATUSES = ['pending', 'approved'] as const satisfies readonly LeaveStatus[];

export function holdsDays(status: LeaveStatus): boolean {
  return (LEAVE_HOLDING_STATUSES as readonly LeaveStatus[]).includes(status);
}
