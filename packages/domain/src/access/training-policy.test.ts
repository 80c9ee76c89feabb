import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';
import type { TraineeRecord, TrainingAssignmentRecord } from './training-policy.ts';

// 'ana' reports to 'lead', who reports to 'head'.
const ana: TraineeRecord = {
  kind: 'trainee',
  companyId: COMPANY,
  personId: 'ana',
  reportsTo: 'lead',
  leaderReportsTo: 'head',
};
const assignment = (status: TrainingAssignmentRecord['status']): TrainingAssignmentRecord => ({
  ...ana,
  kind: 'trainingAssignment',
  status,
});

const lead = actor({ userId: 'lead', role: 'leader' });
const head = actor({ userId: 'head', role: 'leader' });
const otherLeader = actor({ userId: 'other', role: 'leader' });
const admin = actor({ userId: 'boss', role: 'admin' });
const employee = actor({ userId: 'ana' });
const colleague = actor({ userId: 'bea' });
const foreignAdmin = actor({ userId: 'boss', role: 'admin', companyId: OTHER_COMPANY });
const superAdmin = actor({ userId: 'root', isSuperAdmin: true, companyId: null });

describe('the catalogue', () => {
  const catalogue = { kind: 'trainingCatalogue', companyId: COMPANY } as const;

  it('is read by everyone in the company and nobody outside it', () => {
    expect(can(employee, 'read', catalogue)).toBe(true);
    expect(can(foreignAdmin, 'read', catalogue)).toBe(false);
  });

  it('is managed by leaders and admins of the company', () => {
    expect(can(lead, 'manage', catalogue)).toBe(true);
    expect(can(admin, 'manage', catalogue)).toBe(true);
    expect(can(superAdmin, 'manage', catalogue)).toBe(true);
    expect(can(employee, 'manage', catalogue)).toBe(false);
    expect(can(foreignAdmin, 'manage', catalogue)).toBe(false);
    expect(can(actor({ role: 'leader', companyId: OTHER_COMPANY }), 'manage', catalogue)).toBe(false);
  });
});

describe('assigning to a person', () => {
  it('is for their leader, that leader’s leader and an admin', () => {
    expect(can(lead, 'assign', ana)).toBe(true);
    expect(can(head, 'assign', ana)).toBe(true);
    expect(can(admin, 'assign', ana)).toBe(true);
  });

  it('is not for another leader, a colleague, the person, or another company', () => {
    expect(can(otherLeader, 'assign', ana)).toBe(false);
    expect(can(colleague, 'assign', ana)).toBe(false);
    expect(can(employee, 'assign', ana)).toBe(false);
    expect(can(foreignAdmin, 'assign', ana)).toBe(false);
    expect(can(actor({ userId: 'lead', role: 'leader', companyId: OTHER_COMPANY }), 'assign', ana)).toBe(
      false,
    );
  });

  it('nobody assigns to themselves, admin or not', () => {
    expect(can(admin, 'assign', { ...ana, personId: 'boss', reportsTo: null, leaderReportsTo: null })).toBe(
      false,
    );
  });

  it('a person without a leader has no leader’s leader either', () => {
    const alone = { ...ana, reportsTo: null, leaderReportsTo: null };
    expect(can(actor({ userId: 'x', role: 'leader' }), 'assign', alone)).toBe(false);
    expect(can(admin, 'assign', alone)).toBe(true);
  });

  it('the person and those who assign read the assignments', () => {
    expect(can(employee, 'readAssignments', ana)).toBe(true);
    expect(can(head, 'readAssignments', ana)).toBe(true);
    expect(can(colleague, 'readAssignments', ana)).toBe(false);
    expect(can(otherLeader, 'readAssignments', ana)).toBe(false);
  });
});

describe('an assignment', () => {
  it('is read by the person and those who assign', () => {
    expect(can(employee, 'read', assignment('assigned'))).toBe(true);
    expect(can(lead, 'read', assignment('assigned'))).toBe(true);
    expect(can(admin, 'read', assignment('assigned'))).toBe(true);
    expect(can(colleague, 'read', assignment('assigned'))).toBe(false);
    expect(can(foreignAdmin, 'read', assignment('assigned'))).toBe(false);
  });

  it('is moved only by its person, along the open moves', () => {
    expect(can(employee, 'start', assignment('assigned'))).toBe(true);
    expect(can(employee, 'complete', assignment('in_progress'))).toBe(true);
    expect(can(employee, 'skip', assignment('assigned'))).toBe(true);
    expect(can(employee, 'start', assignment('in_progress'))).toBe(false);
    expect(can(employee, 'complete', assignment('completed'))).toBe(false);
    expect(can(employee, 'skip', assignment('skipped'))).toBe(false);
    expect(can(lead, 'complete', assignment('in_progress'))).toBe(false);
    expect(can(admin, 'start', assignment('assigned'))).toBe(false);
  });

  it('is withdrawn while open by those who may assign to the person, never by the person', () => {
    for (const status of ['assigned', 'in_progress'] as const) {
      expect(can(lead, 'withdraw', assignment(status))).toBe(true);
      expect(can(admin, 'withdraw', assignment(status))).toBe(true);
    }
    for (const status of ['completed', 'skipped'] as const) {
      expect(can(lead, 'withdraw', assignment(status))).toBe(false);
    }
    expect(can(employee, 'withdraw', assignment('assigned'))).toBe(false);
    expect(can(otherLeader, 'withdraw', assignment('assigned'))).toBe(false);
    expect(can(colleague, 'withdraw', assignment('assigned'))).toBe(false);
    expect(can(foreignAdmin, 'withdraw', assignment('assigned'))).toBe(false);
  });
});
