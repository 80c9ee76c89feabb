import { describe, expect, it } from 'vitest';
import { EVALUATION_STATUSES } from '../evaluations/evaluation-status.ts';
import { can } from './can.ts';
import type { EvaluationRecord, ReportRecord } from './evaluation-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const ana: ReportRecord = { kind: 'report', id: 'ana', companyId: COMPANY, reportsTo: 'leo' };
const evaluation = (changes: Partial<EvaluationRecord> = {}): EvaluationRecord => ({
  kind: 'evaluation',
  companyId: COMPANY,
  employeeId: 'ana',
  evaluatorId: 'leo',
  employeeReportsTo: 'leo',
  evaluatorReportsTo: 'boss',
  status: 'draft',
  acknowledged: false,
  ...changes,
});

const leo = actor({ userId: 'leo', role: 'leader' });
const boss = actor({ userId: 'boss', role: 'manager' });
const otherLeader = actor({ userId: 'olga', role: 'leader' });
const admin = actor({ userId: 'adam', role: 'admin' });
const employee = actor({ userId: 'ana' });
const strangerAdmin = actor({ userId: 'leo', role: 'admin', companyId: OTHER_COMPANY });

describe.each(['evaluate', 'observe', 'setDiamond'] as const)('%s a person', (action) => {
  it('is for the leader they report to now', () => {
    expect(can(leo, action, ana)).toBe(true);
  });

  it('is not for another leader, an admin, the person, nor the same id in another company', () => {
    expect(can(otherLeader, action, ana)).toBe(false);
    expect(can(admin, action, ana)).toBe(false);
    expect(can(employee, action, ana)).toBe(false);
    expect(can(strangerAdmin, action, ana)).toBe(false);
    expect(can(actor({ userId: 'leo', companyId: null, isSuperAdmin: true }), action, ana)).toBe(false);
  });
});

describe("a person's diamond profile and feedback", () => {
  it('is read by the person and the leader they report to now, and no one else', () => {
    expect(can(employee, 'readDiamond', ana)).toBe(true);
    expect(can(leo, 'readDiamond', ana)).toBe(true);
    for (const someone of [otherLeader, admin, boss, strangerAdmin]) {
      expect(can(someone, 'readDiamond', ana)).toBe(false);
    }
  });

  it('takes feedback from any colleague of their company, not from themselves or outsiders', () => {
    expect(can(otherLeader, 'giveFeedback', ana)).toBe(true);
    expect(can(admin, 'giveFeedback', ana)).toBe(true);
    expect(can(employee, 'giveFeedback', ana)).toBe(false);
    expect(can(strangerAdmin, 'giveFeedback', ana)).toBe(false);
  });
});

describe('an evaluation', () => {
  it('is written, submitted and completed by the current leader only, in the right status', () => {
    expect(can(leo, 'write', evaluation())).toBe(true);
    expect(can(leo, 'write', evaluation({ status: 'pending' }))).toBe(true);
    expect(can(leo, 'write', evaluation({ status: 'rejected' }))).toBe(true);
    expect(can(leo, 'write', evaluation({ status: 'submitted' }))).toBe(false);
    expect(can(leo, 'submit', evaluation())).toBe(true);
    expect(can(leo, 'submit', evaluation({ status: 'pending' }))).toBe(false);
    expect(can(leo, 'complete', evaluation({ status: 'approved' }))).toBe(true);
    expect(can(leo, 'complete', evaluation({ status: 'submitted' }))).toBe(false);
    for (const someone of [otherLeader, admin, employee, boss, strangerAdmin]) {
      expect(can(someone, 'write', evaluation())).toBe(false);
      expect(can(someone, 'submit', evaluation())).toBe(false);
      expect(can(someone, 'complete', evaluation({ status: 'approved' }))).toBe(false);
    }
  });

  it("passes to the person's new leader and out of the former one's hands", () => {
    const moved = evaluation({ employeeReportsTo: 'olga' });
    expect(can(leo, 'write', moved)).toBe(false);
    expect(can(leo, 'read', moved)).toBe(false);
    expect(can(otherLeader, 'write', moved)).toBe(true);
  });

  it("is decided by the evaluator's leader or an admin, never by the evaluator or the person", () => {
    const submitted = evaluation({ status: 'submitted' });
    expect(can(boss, 'decide', submitted)).toBe(true);
    expect(can(admin, 'decide', submitted)).toBe(true);
    expect(can(leo, 'decide', submitted)).toBe(false);
    expect(can(actor({ userId: 'leo', role: 'admin' }), 'decide', submitted)).toBe(false);
    expect(can(actor({ userId: 'ana', role: 'admin' }), 'decide', submitted)).toBe(false);
    expect(can(otherLeader, 'decide', submitted)).toBe(false);
    expect(can(actor({ userId: 'boss', companyId: OTHER_COMPANY }), 'decide', submitted)).toBe(false);
    expect(can(actor({ userId: 'adam', role: 'admin', companyId: OTHER_COMPANY }), 'decide', submitted)).toBe(
      false,
    );
  });

  it.each(EVALUATION_STATUSES.filter((s) => s !== 'submitted'))('is not decided while %s', (status) => {
    expect(can(boss, 'decide', evaluation({ status }))).toBe(false);
    expect(can(admin, 'decide', evaluation({ status }))).toBe(false);
  });

  it('is read by approvers from its submission on, not while the leader writes it', () => {
    expect(can(boss, 'read', evaluation({ status: 'draft' }))).toBe(false);
    expect(can(admin, 'read', evaluation({ status: 'pending' }))).toBe(false);
    for (const status of ['submitted', 'approved', 'rejected', 'completed'] as const) {
      expect(can(boss, 'read', evaluation({ status }))).toBe(true);
      expect(can(admin, 'read', evaluation({ status }))).toBe(true);
    }
    expect(can(otherLeader, 'read', evaluation({ status: 'completed' }))).toBe(false);
    expect(can(strangerAdmin, 'read', evaluation({ status: 'completed' }))).toBe(false);
  });

  it('is read by the person only once completed', () => {
    for (const status of EVALUATION_STATUSES) {
      expect(can(employee, 'read', evaluation({ status }))).toBe(status === 'completed');
    }
  });

  it('takes the self-assessment of the person only, before submission', () => {
    for (const status of EVALUATION_STATUSES) {
      expect(can(employee, 'selfAssess', evaluation({ status }))).toBe(
        status === 'pending' || status === 'draft',
      );
    }
    expect(can(leo, 'selfAssess', evaluation())).toBe(false);
    expect(can(admin, 'selfAssess', evaluation())).toBe(false);
  });

  it('is acknowledged once, by the person, when completed', () => {
    expect(can(employee, 'acknowledge', evaluation({ status: 'completed' }))).toBe(true);
    expect(can(employee, 'acknowledge', evaluation({ status: 'completed', acknowledged: true }))).toBe(false);
    expect(can(employee, 'acknowledge', evaluation({ status: 'approved' }))).toBe(false);
    expect(can(leo, 'acknowledge', evaluation({ status: 'completed' }))).toBe(false);
    expect(
      can(
        actor({ userId: 'ana', companyId: OTHER_COMPANY }),
        'acknowledge',
        evaluation({ status: 'completed' }),
      ),
    ).toBe(false);
  });
});
