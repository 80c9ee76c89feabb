import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { CompanyRecord } from './company-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const company: CompanyRecord = { kind: 'company', id: COMPANY };

describe('a company', () => {
  it('is seen by its people and the super-admin only', () => {
    expect(can(actor(), 'view', company)).toBe(true);
    expect(can(actor({ companyId: OTHER_COMPANY }), 'view', company)).toBe(false);
    expect(can(actor({ companyId: null }), 'view', company)).toBe(false);
    expect(can(actor({ companyId: null, isSuperAdmin: true }), 'view', company)).toBe(true);
  });

  describe.each([
    'updateSettings',
    'managePeople',
    'invite',
    'manageTeams',
    'runReports',
    'manageSurveys',
    'viewUsage',
    'manageEvaluationCycles',
    'manageNews',
    'manageApiKeys',
    'manageSingleSignOn',
  ] as const)('%s', (action) => {
    it('is for its admins and the super-admin', () => {
      expect(can(actor({ role: 'ceo' }), action, company)).toBe(true);
      expect(can(actor({ companyId: null, isSuperAdmin: true }), action, company)).toBe(true);
    });

    it('is not for its other people nor an admin elsewhere', () => {
      expect(can(actor({ role: 'manager' }), action, company)).toBe(false);
      expect(can(actor({ role: 'admin', companyId: OTHER_COMPANY }), action, company)).toBe(false);
    });
  });

  it('has its surveys answered by its own people only', () => {
    expect(can(actor({ role: 'employee' }), 'answerSurveys', company)).toBe(true);
    expect(can(actor({ role: 'employee', companyId: OTHER_COMPANY }), 'answerSurveys', company)).toBe(false);
  });

  it('has its news read by its own people only', () => {
    expect(can(actor({ role: 'employee' }), 'readNews', company)).toBe(true);
    expect(can(actor({ companyId: OTHER_COMPANY }), 'readNews', company)).toBe(false);
  });

  it('has its plan changed by the super-admin only, never by its own admins', () => {
    expect(can(actor({ isSuperAdmin: true }), 'changePlan', company)).toBe(true);
    expect(can(actor({ role: 'admin' }), 'changePlan', company)).toBe(false);
  });
});
