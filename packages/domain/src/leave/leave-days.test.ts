import { describe, expect, it } from 'vitest';
import { isOnApprovedLeave, leaveDays, overlappingLeave } from './leave-days.ts';
import type { LeaveStatus } from './leave-status.ts';

const request = (start_date: string, end_date: string, status: LeaveStatus = 'approved') => ({
  start_date,
  end_date,
  status,
});

describe('leave overlap', () => {
  const existing = [request('2026-03-02', '2026-03-06')];

  it('refuses a request sharing even one day, at either end or inside', () => {
    expect(overlappingLeave(request('2026-03-06', '2026-03-09'), existing)).toBe(existing[0]);
    expect(overlappingLeave(request('2026-02-27', '2026-03-02'), existing)).toBe(existing[0]);
    expect(overlappingLeave(request('2026-03-03', '2026-03-04'), existing)).toBe(existing[0]);
    expect(overlappingLeave(request('2026-02-01', '2026-04-01'), existing)).toBe(existing[0]);
  });

  it('lets through the days just before and just after', () => {
    expect(overlappingLeave(request('2026-03-07', '2026-03-08'), existing)).toBeNull();
    expect(overlappingLeave(request('2026-02-27', '2026-03-01'), existing)).toBeNull();
  });

  it('counts pending requests but not rejected or withdrawn ones', () => {
    const candidate = request('2026-03-04', '2026-03-04');
    expect(overlappingLeave(candidate, [request('2026-03-04', '2026-03-05', 'pending')])).not.toBeNull();
    expect(overlappingLeave(candidate, [request('2026-03-04', '2026-03-05', 'rejected')])).toBeNull();
    expect(overlappingLeave(candidate, [request('2026-03-04', '2026-03-05', 'withdrawn')])).toBeNull();
  });
});

describe('leave days', () => {
  it('counts both ends, across a month end', () => {
    expect(leaveDays(request('2026-03-02', '2026-03-02'))).toBe(1);
    expect(leaveDays(request('2026-02-26', '2026-03-04'))).toBe(7);
  });

  it('pause the check-in only while approved', () => {
    expect(isOnApprovedLeave('2026-03-04', [request('2026-03-02', '2026-03-06')])).toBe(true);
    expect(isOnApprovedLeave('2026-03-07', [request('2026-03-02', '2026-03-06')])).toBe(false);
    expect(isOnApprovedLeave('2026-03-04', [request('2026-03-02', '2026-03-06', 'pending')])).toBe(false);
  });
});
