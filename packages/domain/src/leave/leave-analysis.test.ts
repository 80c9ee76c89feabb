import { describe, expect, it } from 'vitest';
import { analyseLeave, summariseLeave, type AnalysedLeave } from './leave-analysis.ts';

let next = 0;
const leave = (
  user: string,
  start_date: string,
  end_date: string,
  status: AnalysedLeave['status'] = 'approved',
): AnalysedLeave => ({
  id: `r${(next += 1)}`,
  user_id: user,
  person_name: user.toUpperCase(),
  type: 'vacation',
  start_date,
  end_date,
  status,
});
const TODAY = '2026-06-30';

describe('the leave analysis', () => {
  it('names a frequent requester from the third request, not the second', () => {
    const two = [leave('ana', '2026-01-05', '2026-01-05'), leave('ana', '2026-02-05', '2026-02-05')];
    expect(analyseLeave(two, TODAY).frequent).toEqual([]);
    const three = [...two, leave('ana', '2026-03-05', '2026-03-05', 'rejected')];
    expect(analyseLeave(three, TODAY).frequent).toEqual([
      { user_id: 'ana', person_name: 'ANA', requests: 3 },
    ]);
  });

  it('leaves out withdrawn requests and those before the twelve months', () => {
    const requests = [
      leave('ana', '2026-01-05', '2026-01-05'),
      leave('ana', '2026-02-05', '2026-02-05', 'withdrawn'),
      leave('ana', '2025-06-30', '2025-06-30'),
    ];
    expect(analyseLeave(requests, TODAY).frequent).toEqual([]);
  });

  it('calls leave long from 7 days, not 6', () => {
    const requests = [leave('ana', '2026-04-01', '2026-04-06'), leave('bea', '2026-05-01', '2026-05-07')];
    const { long } = analyseLeave(requests, TODAY);
    expect(long.map((entry) => [entry.user_id, entry.days])).toEqual([['bea', 7]]);
  });

  it('projects the approved days 15 percent higher, rounded up', () => {
    const requests = [
      leave('ana', '2026-04-01', '2026-04-10'),
      leave('bea', '2026-05-01', '2026-05-03'),
      leave('bea', '2026-06-01', '2026-06-20', 'pending'),
    ];
    const analysis = analyseLeave(requests, TODAY);
    expect(analysis.approved_days).toBe(13);
    expect(analysis.projected_days).toBe(15);
    expect(analysis.rise_percent).toBe(15);
  });
});

describe('the leave summary', () => {
  it('counts by status, approved days by type, and who is away today', () => {
    const summary = summariseLeave(
      [leave('ana', '2026-06-29', '2026-07-02'), leave('bea', '2026-05-01', '2026-05-02', 'pending')],
      TODAY,
    );
    expect(summary.by_status).toEqual({ pending: 1, approved: 1, rejected: 0, withdrawn: 0 });
    expect(summary.approved_days_by_type.vacation).toBe(4);
    expect(summary.people_on_leave_today).toBe(1);
  });
});
