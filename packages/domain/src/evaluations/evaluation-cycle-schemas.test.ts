import { describe, expect, it } from 'vitest';
import { evaluationCycleFormSchema } from './evaluation-cycle-schemas.ts';

const cycle = { period: '2026-H2', dueOn: '2026-12-15' };

describe('the cycle form', () => {
  it('names nobody for everyone, whatever was ticked before choosing everyone again', () => {
    expect(
      evaluationCycleFormSchema.parse({ ...cycle, audience: 'everyone', employeeIds: ['user-1'] }),
    ).toEqual({ ...cycle, employeeIds: [] });
  });

  it('sends the people chosen, and asks for one at least', () => {
    expect(
      evaluationCycleFormSchema.parse({ ...cycle, audience: 'chosen', employeeIds: ['user-1'] }),
    ).toEqual({
      ...cycle,
      employeeIds: ['user-1'],
    });
    const none = evaluationCycleFormSchema.safeParse({ ...cycle, audience: 'chosen', employeeIds: [] });
    expect(none.error?.issues[0]).toMatchObject({
      path: ['employeeIds'],
      message: 'validation.choosePeople',
    });
  });
});
