import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { CareerPlanRecord } from './career-plan-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const plan: CareerPlanRecord = {
  kind: 'careerPlan',
  companyId: COMPANY,
  personId: 'ana',
  reportsTo: 'lead',
  leaderReportsTo: 'head',
};

const lead = actor({ userId: 'lead', role: 'leader' });
const head = actor({ userId: 'head', role: 'leader' });
const admin = actor({ userId: 'boss', role: 'admin' });
const employee = actor({ userId: 'ana' });

describe('a career plan', () => {
  it('is written by the person’s leader, that leader’s leader or an admin', () => {
    expect(can(lead, 'write', plan)).toBe(true);
    expect(can(head, 'write', plan)).toBe(true);
    expect(can(admin, 'write', plan)).toBe(true);
  });

  it('is read, not written, by its person, who may ask for recommendations', () => {
    expect(can(employee, 'read', plan)).toBe(true);
    expect(can(employee, 'recommend', plan)).toBe(true);
    expect(can(employee, 'write', plan)).toBe(false);
  });

  it('is closed to other leaders, colleagues and other companies', () => {
    for (const outsider of [
      actor({ userId: 'other', role: 'leader' }),
      actor({ userId: 'bea' }),
      actor({ userId: 'boss', role: 'admin', companyId: OTHER_COMPANY }),
      actor({ userId: 'lead', role: 'leader', companyId: OTHER_COMPANY }),
    ]) {
      expect(can(outsider, 'read', plan)).toBe(false);
      expect(can(outsider, 'write', plan)).toBe(false);
      expect(can(outsider, 'recommend', plan)).toBe(false);
    }
  });

  it('a former leader loses it once the person reports to someone else', () => {
    expect(can(lead, 'write', { ...plan, reportsTo: 'new-lead', leaderReportsTo: null })).toBe(false);
  });
});
