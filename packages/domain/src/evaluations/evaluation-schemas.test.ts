import { describe, expect, it } from 'vitest';
import { evaluationContentSchema, evaluationDecisionSchema } from './evaluation-schemas.ts';
import { observationInputSchema } from './observation-schemas.ts';

const content = {
  goals: 4,
  teamwork: null,
  commitment: 3,
  adaptability: 5,
  problemSolving: 1,
  communication: 2,
  achievements: ' Shipped the release ',
  improvements: '',
  nextSteps: '',
  notes: '',
};

describe('evaluation content', () => {
  it('takes scores from 1 to 5 or unset, and trims the texts', () => {
    const parsed = evaluationContentSchema.parse(content);
    expect(parsed.achievements).toBe('Shipped the release');
    expect(parsed.teamwork).toBeNull();
  });

  it.each([0, 6, 2.5])('refuses a score of %s', (goals) => {
    const result = evaluationContentSchema.safeParse({ ...content, goals });
    expect(result.error?.issues[0]?.message).toBe('validation.choose');
  });

  it('refuses a text over 4,000 characters', () => {
    const result = evaluationContentSchema.safeParse({ ...content, notes: 'x'.repeat(4001) });
    expect(result.error?.issues[0]?.message).toBe('validation.tooLong');
  });
});

describe('decision', () => {
  it('needs a reason to reject, none to approve', () => {
    expect(evaluationDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(evaluationDecisionSchema.safeParse({ decision: 'reject', reason: ' ' }).success).toBe(false);
  });
});

describe('observation', () => {
  it('has an optional text', () => {
    const parsed = observationInputSchema.parse({
      observedOn: '2026-03-02',
      type: 'achievement',
      visibility: 'shared',
      text: '',
      evidence: '',
    });
    expect(parsed.text).toBe('');
  });

  it('refuses an unknown visibility', () => {
    const result = observationInputSchema.safeParse({
      observedOn: '2026-03-02',
      type: 'achievement',
      visibility: 'public',
      text: '',
      evidence: '',
    });
    expect(result.error?.issues[0]?.message).toBe('validation.choose');
  });
});
