import { describe, expect, it } from 'vitest';
import { companyRoleSchema } from './company-roles.ts';
import { invitationCreateSchema } from './invitation-schemas.ts';
import { peopleQuerySchema, personUpdateSchema, teamNameSchema } from './people-schemas.ts';

describe('companyRoleSchema', () => {
  it('accepts the company roles in any casing', () => {
    expect(companyRoleSchema.parse(' Leader ')).toBe('leader');
    expect(companyRoleSchema.parse('CEO')).toBe('ceo');
  });

  it('never lets a company hand out super_admin', () => {
    expect(companyRoleSchema.safeParse('super_admin').success).toBe(false);
  });
});

describe('invitationCreateSchema', () => {
  it('keeps the address trimmed and in lower case', () => {
    expect(invitationCreateSchema.parse({ email: ' Lucia@Acme.Test ', role: 'employee' }).email).toBe(
      'lucia@acme.test',
    );
  });

  it('names a bad address and a missing role', () => {
    const result = invitationCreateSchema.safeParse({ email: 'no-es-un-correo' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', 'validation.email'],
      ['role', 'validation.choose'],
    ]);
  });
});

describe('peopleQuerySchema', () => {
  it('reads empty parameters as no filter', () => {
    expect(peopleQuerySchema.parse({ search: '', teamId: '', role: '', status: '' })).toEqual({});
  });

  it('refuses an unknown status', () => {
    expect(peopleQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
  });
});

describe('personUpdateSchema', () => {
  it('turns a blank job title or department into none', () => {
    expect(personUpdateSchema.parse({ jobTitle: '  ', department: 'Ventas' })).toEqual({
      jobTitle: null,
      department: 'Ventas',
    });
  });
});

describe('teamNameSchema', () => {
  it('needs a name of at most 80 characters', () => {
    expect(teamNameSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(teamNameSchema.safeParse({ name: 'x'.repeat(81) }).success).toBe(false);
    expect(teamNameSchema.parse({ name: ' Ventas ' }).name).toBe('Ventas');
  });
});
